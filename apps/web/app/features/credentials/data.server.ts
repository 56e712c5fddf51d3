// Server-side read for the public verification page through the in-process API.
import { apiPath } from '@techgold/contracts/api-paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import { publicCredentialResponse, PUBLIC_CREDENTIAL_ID } from '@techgold/contracts/credentials';
import { data, type AppLoadContext } from 'react-router';

/**
 * The public credential with who issued and signed it and the server's full check of it, or
 * the 404 page (private, unknown, malformed id), or 503.
 */
export async function publicCredential(context: AppLoadContext, publicId: string) {
  if (!PUBLIC_CREDENTIAL_ID.test(publicId)) throw data(null, { status: 404 });
  const res = await context.api(
    apiPath(apiRoutes.credentialPublic, { public_id: publicId }),
    publicCredentialResponse,
  );
  if (res.status === 404) throw data(null, { status: 404 });
  if (res.body === null) throw data(null, { status: 503 });
  return res.body;
}
