// POST /api/admin/reauth: the password again, for the console's sensitive actions (0061).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import * as adminApiRoutes from '@techgold/contracts/admin/api-routes';
import type { reauthBody, reauthResponse } from '@techgold/contracts/admin/reauth';
import { api } from '~/lib/api-client';

export function useReauthenticate() {
  return useMutation({
    mutationFn: (body: z.output<typeof reauthBody>) =>
      api.post<z.output<typeof reauthResponse>>(adminApiRoutes.reauth, body),
  });
}
