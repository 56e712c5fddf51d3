// A plain, accessible HTML email shell. Every value interpolated into HTML goes through esc().
import type { MailMessage } from './mailer.ts';

/** What an email says; emailHtml and emailText lay the same content out for each part. */
export interface EmailContent {
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
}

export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function emailHtml(opts: EmailContent) {
  const body = opts.paragraphs.map((p) => `<p style="margin:0 0 16px">${esc(p)}</p>`).join('');
  const button = opts.button
    ? `<p style="margin:24px 0"><a href="${esc(opts.button.url)}" style="background:#12284c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${esc(opts.button.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#4a5568">If the button does not work, copy this link into your browser:<br>${esc(opts.button.url)}</p>`
    : '';
  return `<!doctype html><html lang="en-GB"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a202c">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<h1 style="font-size:22px;margin:0 0 16px">${esc(opts.heading)}</h1>${body}${button}
<p style="margin:24px 0 0;font-size:13px;color:#4a5568">Tech Industry Gold</p></div></body></html>`;
}

export function emailText(opts: EmailContent) {
  return [
    opts.heading,
    '',
    ...opts.paragraphs.flatMap((p) => [p, '']),
    opts.button ? `${opts.button.label}: ${opts.button.url}` : '',
    '',
    'Tech Industry Gold',
  ]
    .join('\n')
    .trim();
}

/** A complete message: `content` as plain text and as HTML, with any extra SMTP headers. */
export function emailMessage(
  to: string,
  subject: string,
  content: EmailContent,
  headers?: Record<string, string>,
): MailMessage {
  return {
    to,
    subject,
    text: emailText(content),
    html: emailHtml(content),
    ...(headers && { headers }),
  };
}
