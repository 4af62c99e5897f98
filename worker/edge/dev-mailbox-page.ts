import type { DevMail } from "../email/dev-mailbox-transport";
import { escapeHtml as e } from "../contract/html-escape";

/** Links in a plain-text body, shown as links so a developer can follow them. */
function linkify(text: string): string {
  return e(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * `/dev/mail`: what the site would have sent, newest first (development only). Plain HTML from
 * the Worker, no scripts: it works even when the client build is broken.
 */
export function devMailboxPage(mail: DevMail[]): string {
  const items = mail.length
    ? mail
        .map(
          (m) => `<article>
  <h2>${e(m.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${e(m.to)}</dd>
    <dt>From</dt><dd>${e(m.from)}</dd>
    ${m.replyTo ? `<dt>Reply-To</dt><dd>${e(m.replyTo)}</dd>` : ""}
    <dt>Sent</dt><dd><time datetime="${e(m.created)}">${e(m.created)}</time></dd>
    ${Object.entries(m.headers)
      .map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`)
      .join("")}
  </dl>
  ${
    m.attachments.length
      ? `<h3>Attachments</h3><ul class="attachments">${m.attachments
          .map(
            (a) =>
              `<li><a href="${e(a.url)}" download="${e(a.filename)}">${e(a.filename)}</a> (${e(a.contentType)}, ${a.size.toLocaleString("en")} bytes)</li>`,
          )
          .join("")}</ul>`
      : ""
  }
  ${m.html ? `<p class="html"><a href="/dev/mail/${encodeURIComponent(m.id)}" target="_blank" rel="noopener">View the HTML version</a> (opens in a new tab)</p>` : ""}
  <pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join("\n")
    : "<p>No mail yet. Submit a form on the site and it lands here.</p>";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Dev mailbox (${mail.length})</title>
<style>
body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1c1917;background:#faf7f2;overflow-wrap:anywhere}
article{background:#fff;border:1px solid #e5ddd3;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;font-size:.9rem;margin:0 0 .75rem}
dt{font-weight:600;color:#5b4636}dd{margin:0;word-break:break-all}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;font-size:.95rem;margin:0}
.html{margin:0 0 .75rem;font-size:.9rem}
h3{font-size:.95rem;margin:0 0 .25rem}.attachments{margin:0 0 .75rem;font-size:.9rem}
a{color:#7b1e3a}
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Local development only: with no <code>RESEND_API_KEY</code>, email lands here instead of being sent. JSON at <a href="/api/dev/mail">/api/dev/mail</a>.</p>
${items}
</body>
</html>`;
}
