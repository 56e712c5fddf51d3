// The signed-in staff member, their session and address, as the console's services record them.
import type { FastifyRequest } from 'fastify';
import { ipBucket } from '../../lib/client-ip.ts';
import { UnauthenticatedError } from '../../lib/errors.ts';
import type { StaffCaller } from './reauth/service.ts';

export async function callerOf(request: FastifyRequest): Promise<StaffCaller> {
  const session = await request.getSession();
  if (!session) throw new UnauthenticatedError();
  return {
    userId: request.member.id,
    sessionId: session.id,
    ip: request.ip,
    ipBucket: ipBucket(request.ip),
  };
}
