import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';
import { paths } from '~/lib/paths';
import { registerEmployerUser } from './api/submit';
import { PreferenceFields } from './consent-fields';
import { readForm } from './form-data';
import { MatchBanner } from './match-banner';
import { SignupForm } from './signup-form';
import { useFormSubmission } from './use-form-submission';
import { GenderEthnicityFields, NameFields, type PeopleOptions } from './person-fields';

const SHOWN = [
  'first_name',
  'last_name',
  'contact_email',
  'phone_number',
  'address',
  'gender_id',
  'ethnicity_id',
  'job_title',
];

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
  const submission = useFormSubmission(registerEmployerUser, SHOWN);
  const { submit, fieldError } = submission;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = readForm(event.currentTarget);
    const body = {
      email,
      first_name: f.text('first_name'),
      last_name: f.text('last_name'),
      contact_email: f.text('contact_email'),
      phone_number: f.text('phone_number'),
      address: f.text('address'),
      gender_id: f.text('gender_id'),
      ethnicity_id: f.text('ethnicity_id'),
      job_title: f.text('job_title'),
      alerts_preference: f.checked('alerts_preference'),
      marketing_preference: f.checked('marketing_preference'),
      [HONEYPOT_FIELD]: f.text(HONEYPOT_FIELD),
    };
    submit(body, { onSuccess: () => void navigate(paths.registered()) });
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
        <NameFields fieldError={fieldError} />
        <TextField
          label="Job title"
          name="job_title"
          autoComplete="organization-title"
          required
          error={fieldError('job_title')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Contact email"
            name="contact_email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            error={fieldError('contact_email')}
          />
          <TextField
            label="Phone number"
            name="phone_number"
            type="tel"
            autoComplete="tel"
            required
            error={fieldError('phone_number')}
          />
        </div>
        <TextareaField
          label="Business address"
          name="address"
          autoComplete="street-address"
          required
          error={fieldError('address')}
        />
        <GenderEthnicityFields people={people} fieldError={fieldError} />
        <PreferenceFields />
      </SignupForm>
    </div>
  );
}
