// PUT / DELETE /api/user/{event|article|employer|school}/{id} (SPEC §7): save and unsave.
// Both answer `{ saved }`; the client then reloads the user record, whose saved_*_ids
// already reflect the change (the same committed row).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { SavesService } from './service.ts';

// Strings on purpose: an unknown kind or a malformed id is a 404, decided by the service.
const params = z.object({ kind: z.string(), id: z.string() });
const response = { 200: z.object({ saved: z.boolean() }) };

const savesRoutes: FastifyPluginAsyncZod<{ saves: SavesService }> = async (app, { saves }) => {
  app.put(
    memberApiRoutes.savedItem,
    { config: { access: 'member' }, schema: { params, response } },
    async (request) => saves.save(request.member.id, request.params.kind, request.params.id),
  );

  app.delete(
    memberApiRoutes.savedItem,
    { config: { access: 'member' }, schema: { params, response } },
    async (request) => saves.unsave(request.member.id, request.params.kind, request.params.id),
  );
};

export default savesRoutes;
