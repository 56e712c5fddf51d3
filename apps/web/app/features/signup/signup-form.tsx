import type { FormEvent, ReactNode } from 'react';
import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import { buttonClass } from '~/components/button-styles';
import { HoneypotField } from '~/components/form/honeypot-field';
import { PrivacyStatement } from './consent-fields';
import { FormAlert } from './form-alert';
import type { FormSubmission } from './use-form-submission';

/**
 * The frame every sign-up and enquiry form shares: the alert, the note on required fields,
 * the fields, the honeypot, the privacy statement and the submit button.
 */
export function SignupForm({
  submission: { busy, fieldError, alert, attempt },
  onSubmit,
  note,
  consent,
  submitLabel,
  busyLabel,
  children,
}: {
  submission: FormSubmission;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  note: string;
  consent: 'account' | 'enquiry';
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={alert} attempt={attempt} />
      <p className="text-slate-700">{note}</p>
      {children}
      <HoneypotField name={HONEYPOT_FIELD} error={fieldError(HONEYPOT_FIELD)} />
      <PrivacyStatement kind={consent} />
      <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
