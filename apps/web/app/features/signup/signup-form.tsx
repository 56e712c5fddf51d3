import type { ReactNode } from 'react';
import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import { messages } from '@techgold/contracts/messages';
import { Form } from '~/components/form/form';
import { HoneypotField } from '~/components/form/honeypot-field';
import type { FieldProps } from '~/components/form/use-form';
import { PrivacyStatement } from './consent-fields';

// What each kind of form says around its fields.
const texts = {
  account: {
    note: 'All fields are required unless marked optional.',
    submit: 'Register',
    busy: 'Registering…',
  },
  enquiry: { note: 'All fields are required.', submit: 'Submit', busy: 'Sending…' },
} as const;

/** SPEC §3/§5: the line under "There is a problem" when fields have errors. */
export const signupInvalidMessage = messages.correctErrors;

/**
 * The frame every sign-up and enquiry form shares, around the one form (decision 0080): the
 * note on required fields, the fields, the honeypot, the privacy statement and the button.
 */
export function SignupForm({
  form,
  kind,
  children,
}: {
  form: Parameters<typeof Form>[0]['form'] & { field: (name: typeof HONEYPOT_FIELD) => FieldProps };
  /** An account sign-up or an enquiry: the consent wording and the texts follow from it. */
  kind: 'account' | 'enquiry';
  children: ReactNode;
}) {
  const { note, submit, busy } = texts[kind];
  return (
    <Form form={form} submitLabel={submit} busyLabel={busy}>
      <p className="text-slate-700">{note}</p>
      {children}
      <HoneypotField {...form.field(HONEYPOT_FIELD)} />
      <PrivacyStatement kind={kind} />
    </Form>
  );
}
