import type { SentState } from './sent-state';
import { useNavigate } from 'react-router';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';
import { paths } from '~/lib/paths';
import { registerEmployerUser } from '~/api/signup';
import { PreferenceFields } from './consent-fields';
import { MatchBanner } from './match-banner';
import { SignupForm, signupInvalidMessage } from './signup-form';
import { useForm } from '~/components/form/use-form';
import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import type { PeopleOptions } from '~/components/form/options';
import { GenderEthnicityFields, NameFields } from './person-fields';

// The email address comes from step 1.

/** Step 2 of the employer network sign-up (SPEC §3 employer signup payload). */
export function EmployerUserForm({
  email,
  employer,
  people,
  onChangeEmail,
}: {
  email: string;
  employer: string;
  people: PeopleOptions;
  onChangeEmail: () => void;
}) {
  const navigate = useNavigate();
  const form = useForm({
    // The email address comes from step 1: a field no control draws.
    fields: {
      email,
      first_name: '',
      last_name: '',
      contact_email: '',
      phone_number: '',
      address: '',
      gender_id: '',
      ethnicity_id: '',
      job_title: '',
      alerts_preference: false,
      marketing_preference: false,
      [HONEYPOT_FIELD]: '',
    },
    schema: () => import('@techgold/contracts/signup').then((m) => m.employerRegisterBody),
    submit: (body, { idempotencyKey }) => registerEmployerUser(body, idempotencyKey),
    onSuccess: () => void navigate(paths.registered(), { state: { email } satisfies SentState }),
    invalidMessage: signupInvalidMessage,
    stayBusy: true,
  });

  return (
    <div className="space-y-6">
      <MatchBanner tone="confirmed" onClose={onChangeEmail}>
        <p>
          Your email address <strong>{email}</strong> is confirmed as issued by{' '}
          <strong>{employer}</strong>.
        </p>
      </MatchBanner>
      <SignupForm form={form} kind="account">
        <NameFields field={form.field} />
        <TextField
          label="Job title"
          {...form.field('job_title')}
          autoComplete="organization-title"
          required
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Contact email"
            {...form.field('contact_email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
          />
          <TextField
            label="Phone number"
            {...form.field('phone_number')}
            type="tel"
            autoComplete="tel"
            required
          />
        </div>
        <TextareaField
          label="Business address"
          {...form.field('address')}
          autoComplete="street-address"
          required
        />
        <GenderEthnicityFields people={people} field={form.field} />
        <PreferenceFields />
      </SignupForm>
    </div>
  );
}
