// Server-side read for the public verification page through the in-process API.
import { apiPath } from '@techgold/contracts/api-paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import {
  CREDENTIAL_PRIVATE,
  revokedCredentialBody,
  publicCredentialResponse,
  PUBLIC_CREDENTIAL_ID,
} from '@techgold/contracts/credentials';
import { data, type AppLoadContext } from 'react-router';

/**
 * The public credential with who issued and signed it and the server's full check of it, or
 * `{ private }` (its text) for a private one, `{ revoked }` (its text and day) for a revoked one, the 404 page (unknown, malformed id), or 503.
 */
export async function publicCredential(context: AppLoadContext, publicId: string) {
  if (!PUBLIC_CREDENTIAL_ID.test(publicId)) throw data(null, { status: 404 });
  const res = await context.api(
    apiPath(apiRoutes.credentialPublic, { public_id: publicId }),
    publicCredentialResponse,
  );
  // A private credential's page says so (with the 404 status), and nothing more.
  if (res.status === 404 && res.message === CREDENTIAL_PRIVATE) return { private: res.message };
  if (res.status === 404) throw data(null, { status: 404 });
  // A revoked one says so with the day (410), and nothing else.
  if (res.status === 410) {
    const revoked = revokedCredentialBody.safeParse(res.error);
    if (revoked.success) return { revoked: revoked.data };
  }
  if (res.body === null) throw data(null, { status: 503 });
  return res.body;
}
