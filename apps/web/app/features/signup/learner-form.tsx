import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SentState } from './sent-state';
import { startYears } from '@techgold/contracts/constants';
import type { LearnerMatch } from '@techgold/contracts/signup';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/text-field';
import { paths } from '~/lib/paths';
import { registerLearner } from '~/api/signup';
import { PreferenceFields } from './consent-fields';
import { defineFields } from '~/lib/field-list';
import { MatchBanner } from './match-banner';
import { SignupForm } from './signup-form';
import { useFormSubmission } from './use-form-submission';
import { toOptions, type PeopleOptions } from '~/components/form/options';
import { GenderEthnicityFields, NameFields } from './person-fields';

// The email address comes from step 1; SPEC §3 lists the rest.
const fields = defineFields({
  first_name: 'text',
  last_name: 'text',
  contact_email: 'text',
  gender_id: 'text',
  ethnicity_id: 'text',
  course_id: 'text',
  start_year: 'text',
  alerts_preference: 'checkbox',
  marketing_preference: 'checkbox',
});

/** Step 2 of the learner sign-up: the fields SPEC §3 says the form shows. */
export function LearnerForm({
  email,
  match,
  people,
  onChangeEmail,
}: {
  email: string;
  match: LearnerMatch;
  people: PeopleOptions;
  onChangeEmail: () => void;
}) {
  const navigate = useNavigate();
  const submission = useFormSubmission(registerLearner, fields);
  const { submit, field } = submission;
  const onlyCourse = match.courses.length === 1 ? String(match.courses[0]!.id) : '';
  // Newest first: most people signing up started this year or last.
  const years = startYears()
    .reverse()
    .map((y) => ({ value: y, label: String(y) }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(
      { email, ...fields.bodyFrom(event.currentTarget) },
      {
        onSuccess: (result) =>
          void navigate(`${paths.registered()}${result.pending_review ? '?review=1' : ''}`, {
            state: { email } satisfies SentState,
          }),
      },
    );
  };

  return (
    <div className="space-y-6">
      {match.needs_review ? (
        <MatchBanner tone="review" onClose={onChangeEmail}>
          <p>
            We could not match <strong>{email}</strong> to a learning provider. You can still
            register: our team will review your account before you can sign in.
          </p>
        </MatchBanner>
      ) : (
        <MatchBanner tone="confirmed" onClose={onChangeEmail}>
          <p>
            Your email address <strong>{email}</strong> is confirmed as issued by{' '}
            <strong>{match.title}</strong>.
          </p>
        </MatchBanner>
      )}
      <SignupForm submission={submission} onSubmit={onSubmit} kind="account">
        <NameFields field={field} />
        <TextField
          label="Contact email"
          hint="A personal address we can reach you at after your course ends."
          {...field('contact_email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
        <GenderEthnicityFields people={people} field={field} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Course"
            {...field('course_id')}
            placeholder="Select your course"
            options={toOptions(match.courses)}
            defaultValue={onlyCourse}
            required
          />
          <SelectField
            label="Start year"
            {...field('start_year')}
            placeholder="Select a year"
            options={years}
            required
          />
        </div>
        <PreferenceFields />
      </SignupForm>
    </div>
  );
}
