// Development only: the mail that would have been sent, newest first. Never registered in
// production (app.ts), and it only lists what the capture transport stored.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { mailMessages } from '../../db/schema/mail.ts';
import { esc } from '../../lib/email-layout.ts';

const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mail', async (request, reply) => {
    const rows = await app.database.db
      .select()
      .from(mailMessages)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(200);
    const list = rows.map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text ?? '',
      html: m.html ?? '',
      created_at: m.createdAt.toISOString(),
    }));
    reply.header('cache-control', 'no-store');
    if (request.headers.accept?.includes('application/json')) return list;
    const items = list
      .map(
        (m) => `<article><h2>${esc(m.subject)}</h2><p>To: ${esc(m.to)} · ${esc(m.created_at)}</p>
        <pre style="white-space:pre-wrap">${esc(m.text)}</pre></article><hr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Captured mail</title></head>` +
          `<body style="font-family:sans-serif;max-width:50rem;margin:2rem auto"><h1>Captured mail (${list.length})</h1>` +
          `${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
};

export default devMailRoutes;
