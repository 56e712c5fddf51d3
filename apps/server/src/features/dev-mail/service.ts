// The mail the capture transport stored instead of sending (no SMTP_URL), for development.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { esc } from '../../lib/email-layout.ts';
import { latestCapturedMail } from './repository.ts';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers the message carried (List-Unsubscribe…). */
  headers: Record<string, string>;
  created_at: string;
}

export function createDevMailService({ db }: { db: Db }) {
  async function list(): Promise<CapturedMail[]> {
    const rows = await latestCapturedMail(db, 200);
    return rows.map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text ?? '',
      html: m.html ?? '',
      headers: m.headers ?? {},
      created_at: m.createdAt.toISOString(),
    }));
  }

  /** A plain page of the same list, every value escaped; its one style block is allowed by hash. */
  function page(list: CapturedMail[]): string {
    const items = list
      .map(
        (m) => `<article><h2>${esc(m.subject)}</h2><p>To: ${esc(m.to)} · ${esc(m.created_at)}</p>
        <pre>${esc(m.text)}</pre></article><hr>`,
      )
      .join('');
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Captured mail</title>` +
      `<style>${DEV_MAIL_STYLE}</style></head>` +
      `<body><h1>Captured mail (${list.length})</h1>` +
      `${items || '<p>No mail yet.</p>'}</body></html>`
    );
  }

  return { list, page };
}

export type DevMailService = ReturnType<typeof createDevMailService>;

/** The page's only styling: one block, which its CSP allows by hash (never 'unsafe-inline'). */
const DEV_MAIL_STYLE =
  'body{font-family:sans-serif;max-width:50rem;margin:2rem auto}pre{white-space:pre-wrap}';
export const DEV_MAIL_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(DEV_MAIL_STYLE)
  .digest('base64')}'`;
