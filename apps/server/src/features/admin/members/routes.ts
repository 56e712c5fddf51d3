// The members' API (admins; decision 0061): the list, a member's record and the changes to it,
// disabling and enabling (reauth), and a set-password link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import { versionBody } from '@techgold/contracts/admin/common';
import {
  memberDetail,
  memberPatch,
  membersPage,
  membersQuery,
  messageResponse,
} from '@techgold/contracts/admin/members';
import { grantsPermission } from '../reauth/hook.ts';
import { callerOf } from '../caller.ts';
import { admin, adminReauth, params } from '../route-helpers.ts';
import type { AdminService } from '../service.ts';

const membersAdminRoutes: FastifyPluginAsyncZod<Pick<AdminService, 'members'>> = async (
  app,
  { members },
) => {
  app.get(
    adminApiRoutes.members,
    { config: admin, schema: { querystring: membersQuery, response: { 200: membersPage } } },
    (request) => members.list(request.query),
  );
  app.get(
    adminApiRoutes.member,
    { config: admin, schema: { params, response: { 200: memberDetail } } },
    (request) => members.detail(request.params.id),
  );
  app.patch(
    adminApiRoutes.member,
    {
      config: { ...admin, reauth: grantsPermission },
      schema: { params, body: memberPatch, response: { 200: memberDetail } },
    },
    async (request) => members.update(await callerOf(request), request.params.id, request.body),
  );
  for (const [path, status] of [
    [adminApiRoutes.memberDisable, 'disabled'],
    [adminApiRoutes.memberEnable, 'active'],
  ] as const) {
    app.post(
      path,
      {
        config: adminReauth,
        schema: { params, body: versionBody, response: { 200: memberDetail } },
      },
      async (request) =>
        members.setStatus(
          await callerOf(request),
          request.params.id,
          status,
          request.body.updated_at,
        ),
    );
  }
  app.post(
    adminApiRoutes.memberSetPasswordLink,
    { config: admin, schema: { params, response: { 202: messageResponse } } },
    async (request, reply) =>
      reply
        .code(202)
        .send(await members.sendSetPasswordLink(await callerOf(request), request.params.id)),
  );
};

export default membersAdminRoutes;
