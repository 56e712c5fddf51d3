// Generated images and files: /media/logos/{ts_uuid}.svg, the demo illustrations and
// attachment the seed points at, and GET /api/badge/{id} (SPEC §7).
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { BADGE_ID_PATTERN } from '@techgold/contracts/courses';
import { NotFoundError } from '../../lib/errors.ts';
import { avatarSvg, badgeSvg, eventSvg, insightSvg, logoSvg } from './art.ts';
import { insightArtPaths, insightArtSvg } from './insight-art.ts';
import { skillsSurveyPdf } from './pdf.ts';
import type { MediaService } from './service.ts';

// An SVG opened directly is a document: forbid scripts, fetches and framing outright.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
const SVG = 'image/svg+xml; charset=utf-8';
// Logos follow their organisation's title, so they revalidate daily; the rest never change.
const DAILY = 'public, max-age=86400, stale-while-revalidate=604800';
const FOREVER = 'public, max-age=31536000, immutable';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Asset {
  body: string | Buffer;
  type: string;
  etag: string;
}

const asset = (body: string | Buffer, type = SVG): Asset => ({
  body,
  type,
  etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

function send(request: FastifyRequest, reply: FastifyReply, a: Asset, cache: string) {
  reply
    .header('cache-control', cache)
    .header('etag', a.etag)
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'same-site');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim() === a.etag)) {
    return reply.code(304).send();
  }
  return reply.type(a.type).send(a.body);
}

/** Fixed files, built once at start-up. */
function staticAssets(): Map<string, Asset> {
  const files = new Map<string, Asset>();
  // insight-N: the first demo set's pictures, kept for databases seeded before the thumbnails.
  for (let n = 1; n <= 8; n++) files.set(`/media/insights/insight-${n}.svg`, asset(insightSvg(n)));
  for (const { path, motif, variant } of insightArtPaths()) {
    files.set(path, asset(insightArtSvg(motif, variant)));
  }
  for (let n = 1; n <= 6; n++) files.set(`/media/events/event-${n}.svg`, asset(eventSvg(n)));
  for (let n = 1; n <= 4; n++) files.set(`/media/avatars/quote-${n}.svg`, asset(avatarSvg(n)));
  files.set('/media/files/skills-survey-summary.pdf', asset(skillsSurveyPdf(), 'application/pdf'));
  return files;
}

const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  // Exact paths, not a wildcard: uploads may live elsewhere under /media.
  for (const [path, file] of staticAssets()) {
    app.get(path, async (request, reply) => {
      // A download, like every attachment: no PDF viewer runs under our origin's CSP.
      if (file.type === 'application/pdf') {
        reply.header('content-disposition', 'attachment; filename="skills-survey-summary.pdf"');
      }
      return send(request, reply, file, FOREVER);
    });
  }

  app.get(
    '/media/logos/:file',
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const uuid = request.params.file.replace(/\.svg$/, '');
      const title =
        request.params.file.endsWith('.svg') && UUID.test(uuid)
          ? await media.logoTitle(uuid.toLowerCase())
          : null;
      if (title === null) throw new NotFoundError();
      return send(request, reply, asset(logoSvg(title, uuid.toLowerCase())), DAILY);
    },
  );

  // Any well-formed id gets its badge: the hosted credentials platform's picture when the
  // sync stored one (re-encoded PNG), else one drawn from the id. Daily, since a picture may
  // arrive or change for an id.
  app.get(
    apiRoutes.badge,
    { config: { access: 'public' }, schema: { params: z.object({ id: z.string().max(200) }) } },
    async (request, reply) => {
      const id = request.params.id.replace(/\.svg$/, '');
      if (!BADGE_ID_PATTERN.test(id)) throw new NotFoundError();
      const png = await media.badgePng(id);
      if (png) return send(request, reply, asset(png, 'image/png'), DAILY);
      return send(request, reply, asset(badgeSvg(id.toLowerCase())), DAILY);
    },
  );
};

export default mediaRoutes;
