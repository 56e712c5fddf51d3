import { adminMessages } from '@techgold/contracts/admin/common';
import { reauthBody } from '@techgold/contracts/admin/reauth';
import { useEffect, useRef, useState } from 'react';
import { useReauthenticate } from '~/api/admin/reauth';
import { buttonClass } from '~/components/button-styles';
import { Form } from '~/components/form/form';
import { useForm } from '~/components/form/use-form';
import { TextField } from '~/components/text-field';
import { ApiRequestError } from '~/lib/api-client';

interface Pending {
  resolve: (confirmed: boolean) => void;
}

/**
 * Sensitive actions (a staff role, disabling a member, a sign-up domain, deleting an
 * organisation) need the password entered in the last 15 minutes. `guard(action)` runs the
 * action; when the server answers `reauth_required`, it asks for the password in a modal
 * dialog and, once confirmed, runs the action again. Cancelling rejects with the first error.
 */
export function useReauthGuard() {
  const [pending, setPending] = useState<Pending | null>(null);

  async function guard<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.reauthRequired)) throw error;
      const confirmed = await new Promise<boolean>((resolve) => setPending({ resolve }));
      setPending(null);
      if (!confirmed) throw error;
      return action();
    }
  }

  const dialog = pending ? (
    <ReauthDialog onDone={(confirmed) => pending.resolve(confirmed)} />
  ) : null;
  return { guard, dialog };
}

/** The password, asked again in a modal dialog: the one form, with Cancel beside Confirm. */
function ReauthDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const reauth = useReauthenticate();
  const form = useForm({
    fields: { password: '' },
    schema: reauthBody,
    submit: (values) => reauth.mutateAsync(values),
    onSuccess: () => onDone(true),
    guard: false,
  });

  useEffect(() => {
    opener.current = document.activeElement;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      // Back to the button that started it, as a dialog closing should.
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby="reauth-title"
      aria-describedby="reauth-text"
      onCancel={(event) => {
        event.preventDefault();
        onDone(false);
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-navy-950/60"
    >
      <div className="space-y-4 p-6">
        <h2 id="reauth-title" className="text-xl font-bold text-navy-950">
          Confirm it is you
        </h2>
        <p id="reauth-text" className="text-slate-700">
          {adminMessages.reauthRequired}
        </p>
        <Form
          form={form}
          submitLabel="Confirm"
          busyLabel="Checking…"
          actions={
            <button type="button" className={buttonClass('outline')} onClick={() => onDone(false)}>
              Cancel
            </button>
          }
        >
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            autoFocus
            {...form.field('password')}
          />
        </Form>
      </div>
    </dialog>
  );
}
