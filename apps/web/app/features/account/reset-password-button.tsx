import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { passwordResetLinkQuery } from '~/api/account';
import { buttonClass } from '~/components/button-styles';
import { useResult } from '~/components/result/result-message';

/**
 * 'Reset Password' (SPEC §2/§7): asks for a fresh single-use set-password link for the signed-in
 * member and goes there (the answer's `data`).
 */
export function ResetPasswordButton() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // Only a failure shows here (success leaves the page), with focus on it.
  const outcome = useResult();

  async function go() {
    setBusy(true);
    outcome.clear();
    try {
      const { data } = await queryClient.fetchQuery(passwordResetLinkQuery());
      window.location.assign(data);
    } catch (err) {
      outcome.failed(err);
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void go()}
        disabled={busy}
        className={buttonClass('outline')}
      >
        {busy ? 'Opening…' : 'Reset Password'}
      </button>
      {outcome.region}
    </>
  );
}
