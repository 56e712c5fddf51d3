// RFC 8058 one-click unsubscribes POST "List-Unsubscribe=One-Click" as a form (urlencoded or
// multipart), and the email-link pages post plain HTML forms. The token in the path is all
// those routes need, so in the calling plugin only, small form bodies are read as plain
// fields (multipart: ignored). Every other route keeps refusing forms with a 415.
import type { FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
const LIMIT = 4096;

export function acceptOneClickForms(app: FastifyInstance): void {
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: LIMIT }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }
  if (!app.hasContentTypeParser(MULTIPART)) {
    app.addContentTypeParser(MULTIPART, { parseAs: 'string', bodyLimit: LIMIT }, (_r, _b, done) =>
      done(null, {}),
    );
  }
}
