// One plain, accessible layout for every e-mail: a single column, inline styles (mail clients
// drop <style>), real text contrast, a button-like link whose raw URL is repeated below it.

export type RenderedMail = { subject: string; text: string; html: string };

export type MailContent = {
  lang: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string; fallback: string };
  notes: string[];
  signature: string;
  automated: string;
};

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c]!);
}

/** Fills `{key}` placeholders; unknown keys stay visible so a missing value is noticed. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Links in mail come from our own code; anything but http(s) is a bug, not content. */
export function assertHttpUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError("mail link is not an absolute URL");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new TypeError("mail link must be http(s)");
  return url;
}

const font = "font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;";
const p = (text: string, style = "margin:0 0 16px;") => `<p style="${style}">${escapeHtml(text)}</p>`;

function renderText(c: MailContent): string {
  const blocks = [c.greeting, ...c.paragraphs];
  if (c.action) blocks.push(`${c.action.label}:\n${c.action.url}`);
  blocks.push(...c.notes, `— ${c.signature}`, c.automated);
  return blocks.join("\n\n") + "\n";
}

function renderAction(a: NonNullable<MailContent["action"]>): string {
  const href = escapeHtml(a.url);
  return (
    `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;background:#0b5cab;color:#ffffff;` +
    `text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;">${escapeHtml(a.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:14px;color:#52606d;">${escapeHtml(a.fallback)}<br>` +
    `<a href="${href}" style="color:#0b5cab;word-break:break-all;">${href}</a></p>`
  );
}

function renderHtml(c: MailContent): string {
  const body = [
    p("DiveCert", "margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b3d5c;"),
    p(c.greeting),
    ...c.paragraphs.map((t) => p(t)),
    c.action ? renderAction(c.action) : "",
    ...c.notes.map((t) => p(t)),
    p(c.signature),
    p(c.automated, "margin:24px 0 0;font-size:13px;color:#52606d;"),
  ].join("\n");
  return `<!doctype html>
<html lang="${escapeHtml(c.lang)}" dir="ltr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;"><tr><td style="padding:32px;${font}">
${body}
</td></tr></table>
</td></tr></table>
</body>
</html>
`;
}

export function renderMail(content: MailContent): RenderedMail {
  if (content.action) assertHttpUrl(content.action.url);
  // A name with a line break must never become a second header line.
  const subject = content.subject.replace(/[\r\n\t\v\f]+/g, " ").trim();
  const c = { ...content, subject };
  return { subject, text: renderText(c), html: renderHtml(c) };
}
