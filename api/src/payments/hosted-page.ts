// The frame of the small HTML pages the API itself serves to buyers (the sandbox payment page, the
// instalment payment page): one look, no script, every text escaped by the caller, and the site's
// focus ring on its buttons (docs/conventions.md#focus-ring).
import { escapeHtml as e } from '../mail/html';

export interface HostedPageInput {
  /** The document title. */
  title: string;
  /** Already escaped HTML inside <main>. */
  body: string;
}

export const summaryTable = (rows: { label: string; value: string }[]) =>
  `<table>${rows.map((row) => `<tr><th scope="row">${e(row.label)}</th><td>${e(row.value)}</td></tr>`).join('')}</table>`;

export function hostedPage({ title, body }: HostedPageInput): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f7f6fb;color:#1a1530}
main{max-width:460px;margin:40px auto;padding:28px;background:#fff;border-radius:14px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.badge{display:inline-block;padding:4px 10px;border-radius:999px;background:#fff4e5;color:#8a4b00;font-size:13px;font-weight:600}
h1{font-size:22px;margin:14px 0 4px}
table{width:100%;border-collapse:collapse;margin:18px 0}
th,td{text-align:left;padding:8px 0;border-bottom:1px solid #eee;font-weight:400;vertical-align:top}
th{color:#4b4763;width:45%}
.amount{font-size:30px;font-weight:800;margin:8px 0 20px}
button{width:100%;padding:14px;border-radius:999px;font-size:16px;font-weight:700;cursor:pointer;border:0}
.pay{background:#4a1fb8;color:#fff;margin-bottom:10px}
.cancel{background:transparent;color:#4a1fb8;border:2px solid #4a1fb8}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
