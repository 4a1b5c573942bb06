// The branded frame of every e-mail (docs/architecture.md#e-mail-layout). Mail programs ignore or
// strip <style> blocks, external CSS and most modern layout, so it is tables and inline styles
// only: a 600px column centred on a grey page, the brand's band on top, white content, a footer
// with whom to ask. Callers pass HTML they have escaped (escapeHtml) or built here.
import { BRAND_COLOUR, escapeHtml as e } from './html';
import { supportHtml } from './support';

const INK = '#1a1530';
const MUTED = '#5b5670';
const FONT = 'Arial,Helvetica,sans-serif';

export interface EmailFrame {
  brand: string;
  /** The line mail programs show beside the subject, before the e-mail is opened. */
  preview: string;
  /** Escaped HTML of the content, between the band and the footer. */
  body: string;
  /** Where questions go; the e-mail's Reply-To is the same address (transport.ts). */
  supportEmail?: string;
  /** Escaped HTML of the footer, for an e-mail that is not to a buyer; the buyer's whom-to-ask line by default. */
  footer?: string;
}

/** A complete HTML document around `body`. */
export function emailDocument({ brand, preview, body, supportEmail, footer = supportHtml(supportEmail) }: EmailFrame): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(brand)}</title></head>
<body style="margin:0;padding:0;background:#f3f2f7;font-family:${FONT};color:${INK}">
<div style="display:none;max-height:0;overflow:hidden">${e(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f2f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${BRAND_COLOUR};padding:18px 24px;border-radius:8px 8px 0 0;color:#ffffff;font-family:${FONT};font-size:20px;font-weight:bold">${e(brand)}</td></tr>
<tr><td style="padding:24px;font-family:${FONT};font-size:15px;line-height:1.5;color:${INK}">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e2ec;font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED}">${footer}</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/** The e-mail's title inside the content. */
export const heading = (text: string) =>
  `<h1 style="margin:0 0 16px;color:${BRAND_COLOUR};font-family:${FONT};font-size:22px;line-height:1.3">${e(text)}</h1>`;

export const subheading = (text: string) => `<h2 style="margin:24px 0 8px;color:${INK};font-family:${FONT};font-size:17px">${e(text)}</h2>`;

export const paragraph = (html: string) => `<p style="margin:0 0 12px">${html}</p>`;

/** Label and value rows; `strong` rows (a total) are set in bold above a rule. Values are plain text. */
export function rowsTable(rows: { label: string; value: string; strong?: boolean }[]): string {
  const cell = (strong: boolean | undefined, align: 'left' | 'right') =>
    `style="padding:6px 0;font-family:${FONT};font-size:15px;text-align:${align};${strong ? 'font-weight:bold;border-top:1px solid #e4e2ec' : ''}"`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${rows.map((row) => `<tr><td ${cell(row.strong, 'left')}>${e(row.label)}</td><td ${cell(row.strong, 'right')}>${e(row.value)}</td></tr>`).join('\n')}
</table>`;
}

/** A link that looks like a button in every client: a padded, coloured table cell. */
export const button = (href: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0"><tr><td style="background:${BRAND_COLOUR};border-radius:6px"><a href="${e(href)}" style="display:inline-block;padding:12px 22px;color:#ffffff;font-family:${FONT};font-size:15px;font-weight:bold;text-decoration:none">${e(label)}</a></td></tr></table>`;

/** The line that says who is writing, at the end of the content. */
export const signOff = (brand: string, closing?: string) => paragraph(`${closing ? `${e(closing)}<br>` : ''}${e(brand)}`);
