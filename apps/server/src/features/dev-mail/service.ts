// The mail the capture transport stored instead of sending (no SMTP_URL), for development.
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

  /** A plain page of the same list, every value escaped. */
  function page(list: CapturedMail[]): string {
    const items = list
      .map(
        (m) => `<article><h2>${esc(m.subject)}</h2><p>To: ${esc(m.to)} · ${esc(m.created_at)}</p>
        <pre style="white-space:pre-wrap">${esc(m.text)}</pre></article><hr>`,
      )
      .join('');
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Captured mail</title></head>` +
      `<body style="font-family:sans-serif;max-width:50rem;margin:2rem auto"><h1>Captured mail (${list.length})</h1>` +
      `${items || '<p>No mail yet.</p>'}</body></html>`
    );
  }

  return { list, page };
}

export type DevMailService = ReturnType<typeof createDevMailService>;
