import type { ReactNode } from 'react';
import { buttonClass } from '~/components/button-styles';
import { FormAlert } from './form-alert';
import type { MemberFormControl } from './use-member-form';
import { useErrorTitle } from './use-error-title';

/**
 * The frame of a member-area form (docs/decisions/0050): the alert, the fields, the submit
 * button, which is disabled and relabelled while the request runs. The fields come from
 * `useMemberForm`'s `field(name)`.
 */
export function MemberForm({
  form: { onSubmit, alert, busy },
  submitLabel,
  busyLabel,
  children,
}: {
  form: MemberFormControl;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  useErrorTitle(alert !== null && alert !== undefined);
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={alert?.message ?? null} attempt={alert?.attempt} />
      {children}
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
