import type { FormEvent, ReactNode } from 'react';
import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import { buttonClass } from '~/components/button-styles';
import { FormAlert } from '~/components/form/form-alert';
import { HoneypotField } from '~/components/form/honeypot-field';
import { PrivacyStatement } from './consent-fields';
import type { FormSubmission } from './use-form-submission';

// What each kind of form says around its fields.
const texts = {
  account: {
    note: 'All fields are required unless marked optional.',
    submit: 'Register',
    busy: 'Registering…',
  },
  enquiry: { note: 'All fields are required.', submit: 'Submit', busy: 'Sending…' },
} as const;

/**
 * The frame every sign-up and enquiry form shares: the alert, the note on required fields,
 * the fields, the honeypot, the privacy statement and the submit button.
 */
export function SignupForm({
  submission: { busy, field, alert, attempt },
  onSubmit,
  kind,
  children,
}: {
  submission: FormSubmission<typeof HONEYPOT_FIELD>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** An account sign-up or an enquiry: the consent wording and the texts follow from it. */
  kind: 'account' | 'enquiry';
  children: ReactNode;
}) {
  const { note, submit, busy: busyLabel } = texts[kind];
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={alert} attempt={attempt} />
      <p className="text-slate-700">{note}</p>
      {children}
      <HoneypotField {...field(HONEYPOT_FIELD)} />
      <PrivacyStatement kind={kind} />
      <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')} disabled={busy}>
        {busy ? busyLabel : submit}
      </button>
    </form>
  );
}
