import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { passwordResetLinkQuery } from '~/api/account';
import { buttonClass } from '~/components/button-styles';
import { ApiRequestError, genericErrorMessage } from '~/lib/api-client';

/**
 * 'Reset Password' (SPEC §2/§7): asks for a fresh single-use set-password link for the signed-in
 * member and goes there (the answer's `data`).
 */
export function ResetPasswordButton() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function go() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await queryClient.fetchQuery(passwordResetLinkQuery());
      window.location.assign(data);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : genericErrorMessage);
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
      {error ? (
        <p role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}
