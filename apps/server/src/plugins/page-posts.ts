// The site's forms post with JavaScript, through the API client. A form submitted before the
// page is interactive (a slow phone, a blocked script) is sent by the browser itself, to the
// page's own URL. Every form says method="post", so what was typed never reaches a URL, a log
// or a referrer; this answers such a post by loading the page again (303) instead of an error.
// The body is read and thrown away and nothing changes, so no CSRF token is needed.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../lib/api-paths.ts';

async function backToThePage(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0]!;
  if (isApiPath(pathname)) {
    return reply.callNotFound();
  }
  // Same page, same query; leading slashes collapsed so "//host" cannot leave the site.
  return reply.redirect(`/${request.url.replace(/^\/+/, '')}`, 303);
}

export default fp(
  async function pagePosts(app: FastifyInstance) {
    // Encapsulated, so the catch-all body parser applies to these routes only.
    await app.register(async (pages) => {
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: 256 * 1024 },
        (_r, _b, done) => done(null, undefined),
      );
      for (const url of ['/', '/*']) {
        pages.route({ method: 'POST', url, config: { csrf: false }, handler: backToThePage });
      }
    });
  },
  { name: 'page-posts', dependencies: ['csrf'] },
);
