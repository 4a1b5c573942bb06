/** Buyer- and admin-typed text goes into e-mail HTML only through here. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The brand's colour: the band, headings, buttons and links of every e-mail. */
export const BRAND_COLOUR = '#4a1fb8';

/** A link in the brand's colour; `href` and `label` are plain text. */
export const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:${BRAND_COLOUR}">${escapeHtml(label)}</a>`;
