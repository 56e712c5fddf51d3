import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { START_YEARS } from '@techgold/contracts/constants';
import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import type { LearnerMatch } from '@techgold/contracts/signup';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/text-field';
import { paths } from '~/lib/paths';
import { registerLearner } from './api/submit';
import { PreferenceFields } from './consent-fields';
import { readForm } from './form-data';
import { MatchBanner } from './match-banner';
import { SignupForm } from './signup-form';
import { useFormSubmission } from './use-form-submission';
import { GenderEthnicityFields, NameFields, toOptions, type PeopleOptions } from './person-fields';

const SHOWN = [
  'first_name',
  'last_name',
  'contact_email',
  'gender_id',
  'ethnicity_id',
  'course_id',
  'start_year',
];
const years = START_YEARS.map((y) => ({ value: y, label: String(y) }));

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
  const submission = useFormSubmission(registerLearner, SHOWN);
  const { submit, fieldError } = submission;
  const onlyCourse = match.courses.length === 1 ? String(match.courses[0]!.id) : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = readForm(event.currentTarget);
    const body = {
      email,
      first_name: f.text('first_name'),
      last_name: f.text('last_name'),
      contact_email: f.text('contact_email'),
      gender_id: f.text('gender_id'),
      ethnicity_id: f.text('ethnicity_id'),
      course_id: f.text('course_id'),
      start_year: f.text('start_year'),
      alerts_preference: f.checked('alerts_preference'),
      marketing_preference: f.checked('marketing_preference'),
      [HONEYPOT_FIELD]: f.text(HONEYPOT_FIELD),
    };
    submit(body, {
      onSuccess: (result) =>
        void navigate(`${paths.registered()}${result.pending_review ? '?review=1' : ''}`),
    });
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
        <NameFields fieldError={fieldError} />
        <TextField
          label="Contact email"
          hint="A personal address we can reach you at after your course ends."
          name="contact_email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          error={fieldError('contact_email')}
        />
        <GenderEthnicityFields people={people} fieldError={fieldError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Course"
            name="course_id"
            placeholder="Select your course"
            options={toOptions(match.courses)}
            defaultValue={onlyCourse}
            required
            error={fieldError('course_id')}
          />
          <SelectField
            label="Start year"
            name="start_year"
            placeholder="Select a year"
            options={years}
            required
            error={fieldError('start_year')}
          />
        </div>
        <PreferenceFields />
      </SignupForm>
    </div>
  );
}
