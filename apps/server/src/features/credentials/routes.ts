// Credentials (SPEC §7 GET /api/user/credentials, and beyond it what members of Credly or
// Accredible expect): the member's own badges and their privacy switch; for anyone with the
// link, a credential's verification data with the server's full check, its page, and the
// signed Open Badges 3.0 document (at the page's address for the VC media types, as
// credential.json, and baked into badge.png and badge.svg); for verifiers, the issuer's DID
// document and the revocation status lists (docs/decisions/0044, 0059). Public verification
// and the status lists are rate-limited per client; nothing here signs on a visitor's request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as apiRoutes from '@techgold/contracts/api-routes';
import {
  CREDENTIAL_MEDIA_TYPES,
  credentialResponse,
  credentialsQuery,
  credentialsResponse,
  credentialVisibilityBody,
  publicCredentialResponse,
} from '@techgold/contracts/credentials';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import sharp from 'sharp';
import { byIp, type RateLimitRule } from '../../plugins/rate-limit.ts';
import { bakePng, bakeSvg } from './signed/bake.ts';
import { statusListPath } from './signed/status-list.ts';
import type { CredentialsService } from './service.ts';

/** The verification page; the web app renders it, or this answers its JSON-LD. */
export const CREDENTIAL_PAGE = '/credential/:public_id';
// Malformed ids are 404s like unknown ones (the service decides), not 400s.
const publicParams = z.object({ public_id: z.string().max(100) });
const idParams = z.object({ id: z.string().max(20) });
// Made private, a credential must stop verifying at once: caches revalidate every time.
const VERIFY_CACHE = 'public, no-cache';
// A revocation must reach verifiers soon: status lists may be kept a minute, no more.
const STATUS_LIST_CACHE = 'public, max-age=60';
// Keys change only by a rotation, which adds one and removes none.
const DID_CACHE = 'public, max-age=300';
const statusParams = z.object({ list: z.string().max(20) });
const LD_JSON = 'application/ld+json; charset=utf-8';

/**
 * The credential media type a client asks for rather than a page (answered as that type), or
 * null: browsers, which name text/html, get the page.
 */
export function credentialMediaType(accept: string | undefined): string | null {
  if (!accept) return null;
  const asked = accept
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  if (asked.includes('text/html')) return null;
  return CREDENTIAL_MEDIA_TYPES.find((type) => asked.includes(type)) ?? null;
}

/** Whether If-None-Match names this entity tag (or any, with `*`); weak forms compare too. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Public verification costs a database read and, when its kept result is out of date, a full
 * check; each client (an address, or an IPv6 /64) gets a generous share.
 */
export const verificationLimits: RateLimitRule[] = [
  { name: 'credential-verify:ip', limit: 60, windowSeconds: 60, key: byIp },
];
/** A verifier fetches a status list for each credential it checks; lists are cached a minute. */
export const statusListLimits: RateLimitRule[] = [
  { name: 'credential-status:ip', limit: 120, windowSeconds: 60, key: byIp },
];

export interface CredentialsRouteOptions {
  credentials: CredentialsService;
  /** Draws a badge design as SVG (the media feature's art), for the baked downloads. */
  badgeSvg: (designId: string) => string;
}

const credentialsRoutes: FastifyPluginAsyncZod<CredentialsRouteOptions> = async (
  app,
  { credentials, badgeSvg },
) => {
  // The signing keys are read (or, embedded, generated) at start: a bad key file stops the
  // process here rather than failing the first verification page.
  await credentials.didDocument();

  app.get(
    memberApiRoutes.myCredentials,
    {
      config: { access: 'member' },
      schema: { querystring: credentialsQuery, response: { 200: credentialsResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return credentials.listMine(request.member.id, request.query);
    },
  );

  app.patch(
    memberApiRoutes.myCredential,
    {
      config: { access: 'member' },
      schema: {
        params: idParams,
        body: credentialVisibilityBody,
        response: { 200: credentialResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return credentials.setPrivacy(request.member.id, request.params.id, request.body.private);
    },
  );

  app.get(
    apiRoutes.credentialPublic,
    {
      config: { access: 'public' },
      schema: { params: publicParams, response: { 200: publicCredentialResponse } },
      preHandler: app.rateLimited(verificationLimits),
    },
    async (request, reply) => {
      reply.header('cache-control', VERIFY_CACHE);
      return credentials.findPublic(request.params.public_id);
    },
  );

  // The issuer's DID document (did:web): every signing key the site has used, public halves.
  app.get('/.well-known/did.json', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .header('cache-control', DID_CACHE)
      .type('application/did+ld+json; charset=utf-8')
      .send(JSON.stringify(await credentials.didDocument())),
  );

  // A signed revocation status list (W3C Bitstring Status List), at a stable address: the
  // stored copy's bytes, with an ETag so a verifier's cache revalidates without a download.
  app.get(
    statusListPath(0).replace(/0$/, ':list'),
    {
      config: { access: 'public' },
      schema: { params: statusParams },
      preHandler: app.rateLimited(statusListLimits),
    },
    async (request, reply) => {
      const { text, etag } = await credentials.statusList(request.params.list);
      reply.header('cache-control', STATUS_LIST_CACHE).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(LD_JSON).send(text);
    },
  );

  // The signed credential's JSON, to read or save ("Verify it yourself").
  app.get(
    `${CREDENTIAL_PAGE}/credential.json`,
    { config: { access: 'public' }, schema: { params: publicParams } },
    async (request, reply) => {
      const { json } = await credentials.signedJson(request.params.public_id);
      return reply
        .header('cache-control', VERIFY_CACHE)
        .header(
          'content-disposition',
          `inline; filename="credential-${request.params.public_id}.json"`,
        )
        .type(LD_JSON)
        .send(json);
    },
  );

  // The badge picture with the signed credential baked in (Open Badges 3.0 baking).
  for (const format of ['png', 'svg'] as const) {
    app.get(
      `${CREDENTIAL_PAGE}/badge.${format}`,
      { config: { access: 'public' }, schema: { params: publicParams } },
      async (request, reply) => {
        const publicId = request.params.public_id;
        const { json, credential } = await credentials.signedJson(publicId);
        const svg = badgeSvg((credential.group.badge_design_id ?? publicId).toLowerCase());
        const body =
          format === 'svg'
            ? bakeSvg(svg, json)
            : bakePng(await sharp(Buffer.from(svg)).png().toBuffer(), json);
        return reply
          .header('cache-control', VERIFY_CACHE)
          .header('content-disposition', `attachment; filename="badge-${publicId}.${format}"`)
          .type(format === 'svg' ? 'image/svg+xml' : 'image/png')
          .send(body);
      },
    );
  }

  app.get(
    CREDENTIAL_PAGE,
    { config: { access: 'public' }, schema: { params: publicParams } },
    async (request, reply) => {
      reply.header('vary', 'Accept');
      const mediaType = credentialMediaType(request.headers.accept);
      if (mediaType) {
        const { json } = await credentials.signedJson(request.params.public_id);
        return reply
          .header('cache-control', VERIFY_CACHE)
          .type(`${mediaType}; charset=utf-8`)
          .send(json);
      }
      // The page itself: rendered by the web app (absent in API-only test apps).
      if (!app.hasDecorator('renderPage')) return reply.callNotFound();
      return app.renderPage(request, reply);
    },
  );
};

export default credentialsRoutes;
