// POST /api/confirm-email (public): check an emailed set-password link as its page opens.
import { useCallback, useEffect } from 'react';
import { api } from '~/lib/api-client';
import { useAction } from '~/lib/use-action';
import * as apiRoutes from '@techgold/contracts/api-routes';

import type { ConfirmEmailResponse } from '@techgold/contracts/auth';

/** The link works; `current_password_required` when it came from the account page. */
export type ConfirmEmailResult = ConfirmEmailResponse;

const confirmEmail = ({ userId, code }: { userId: string; code: string }) =>
  api.post<ConfirmEmailResult>(apiRoutes.confirmEmail, { user_id: userId, code });

/** Checks an emailed set-password link as the page opens; `retry` checks it again. */
export function useConfirmEmail(userId: string, code: string) {
  const check = useAction(confirmEmail);
  const { mutate } = check;
  const retry = useCallback(() => mutate({ userId, code }), [mutate, userId, code]);
  useEffect(retry, [retry]);
  return { ...check, retry };
}
