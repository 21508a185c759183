import { html, Markup } from './html';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
header{background:#111827;color:#fff;padding:12px 20px;font-weight:600}header small{font-weight:400;opacity:.7;margin-left:8px}
main{max-width:720px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08);margin-bottom:16px}
h1{font-size:22px;margin:0 0 12px}h2{font-size:17px;margin:0 0 10px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}dt{color:#6b7280}dd{margin:0;font-weight:500;word-break:break-all}
.big{font-size:22px;font-weight:700;letter-spacing:.04em}
.status{display:inline-block;padding:2px 10px;border-radius:99px;font-size:13px;font-weight:600;background:#e5e7eb}
.status.pending,.status.authorize,.status.challenge{background:#fef3c7;color:#92400e}
.status.capture,.status.settlement{background:#d1fae5;color:#065f46}
.status.deny,.status.cancel,.status.expire,.status.failure{background:#fee2e2;color:#991b1b}
form{display:inline-block;margin:8px 8px 0 0}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:10px 18px;cursor:pointer}
.approve{background:#059669;color:#fff}.decline{background:#dc2626;color:#fff}.expire{background:#6b7280;color:#fff}
input{font:inherit;padding:9px 12px;border:1px solid #d1d5db;border-radius:8px}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #e5e7eb}
a{color:#2563eb}.muted{color:#6b7280;font-size:13px}img.qr{width:240px;height:240px;image-rendering:pixelated}
`;

/** A whole page: no scripts unless the page names its own (served from the sandbox, `'self'`). */
export function page(title: string, body: Markup, options: { script?: Markup } = {}): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Payment sandbox</title>
        <style>
          ${new Markup(STYLE)}
        </style>
      </head>
      <body>
        <header>Payment sandbox<small>simulated gateway — no real money moves</small></header>
        <main>${body}</main>
        ${options.script}
      </body>
    </html>`.value;
}

export function notFoundPage(): string {
  return page('Not found', html`<div class="card"><h1>No such transaction</h1></div>`);
}
