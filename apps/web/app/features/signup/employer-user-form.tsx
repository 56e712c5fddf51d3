import type { SentState } from './sent-state';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';
import { paths } from '~/lib/paths';
import { registerEmployerUser } from '~/api/signup';
import { PreferenceFields } from './consent-fields';
import { defineFields } from '~/lib/field-list';
import { MatchBanner } from './match-banner';
import { SignupForm } from './signup-form';
import { useFormSubmission } from './use-form-submission';
import type { PeopleOptions } from '~/components/form/options';
import { GenderEthnicityFields, NameFields } from './person-fields';

// The email address comes from step 1.
const fields = defineFields({
  first_name: 'text',
  last_name: 'text',
  contact_email: 'text',
  phone_number: 'text',
  address: 'text',
  gender_id: 'text',
  ethnicity_id: 'text',
  job_title: 'text',
  alerts_preference: 'checkbox',
  marketing_preference: 'checkbox',
});

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
  const submission = useFormSubmission(registerEmployerUser, fields);
  const { submit, field } = submission;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(
      { email, ...fields.bodyFrom(event.currentTarget) },
      {
        onSuccess: () =>
          void navigate(paths.registered(), { state: { email } satisfies SentState }),
      },
    );
  };

  return (
    <div className="space-y-6">
      <MatchBanner tone="confirmed" onClose={onChangeEmail}>
        <p>
          Your email address <strong>{email}</strong> is confirmed as issued by{' '}
          <strong>{employer}</strong>.
        </p>
      </MatchBanner>
      <SignupForm submission={submission} onSubmit={onSubmit} kind="account">
        <NameFields field={field} />
        <TextField
          label="Job title"
          {...field('job_title')}
          autoComplete="organization-title"
          required
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Contact email"
            {...field('contact_email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
          />
          <TextField
            label="Phone number"
            {...field('phone_number')}
            type="tel"
            autoComplete="tel"
            required
          />
        </div>
        <TextareaField
          label="Business address"
          {...field('address')}
          autoComplete="street-address"
          required
        />
        <GenderEthnicityFields people={people} field={field} />
        <PreferenceFields />
      </SignupForm>
    </div>
  );
}
