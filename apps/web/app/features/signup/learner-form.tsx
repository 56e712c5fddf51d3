import { useNavigate } from 'react-router';
import type { SentState } from './sent-state';
import { startYears } from '@techgold/contracts/constants';
import type { LearnerMatch } from '@techgold/contracts/signup';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/text-field';
import { paths } from '~/lib/paths';
import { registerLearner } from '~/api/signup';
import { PreferenceFields } from './consent-fields';
import { MatchBanner } from './match-banner';
import { SignupForm, signupInvalidMessage } from './signup-form';
import { useForm } from '~/components/form/use-form';
import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import { toOptions, type PeopleOptions } from '~/components/form/options';
import { GenderEthnicityFields, NameFields } from './person-fields';

// The email address comes from step 1; SPEC §3 lists the rest.

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
  const onlyCourse = match.courses.length === 1 ? String(match.courses[0]!.id) : '';
  // Newest first: most people signing up started this year or last.
  const years = startYears()
    .reverse()
    .map((y) => ({ value: y, label: String(y) }));
  const form = useForm({
    // The email address comes from step 1: a field no control draws.
    fields: {
      email,
      first_name: '',
      last_name: '',
      contact_email: '',
      gender_id: '',
      ethnicity_id: '',
      course_id: onlyCourse,
      start_year: '',
      alerts_preference: false,
      marketing_preference: false,
      [HONEYPOT_FIELD]: '',
    },
    schema: () => import('@techgold/contracts/signup').then((m) => m.learnerRegisterBody),
    submit: (body, { idempotencyKey }) => registerLearner(body, idempotencyKey),
    onSuccess: (result) =>
      void navigate(`${paths.registered()}${result.pending_review ? '?review=1' : ''}`, {
        state: { email } satisfies SentState,
      }),
    invalidMessage: signupInvalidMessage,
    stayBusy: true,
  });

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
      <SignupForm form={form} kind="account">
        <NameFields field={form.field} />
        <TextField
          label="Contact email"
          hint="A personal address we can reach you at after your course ends."
          {...form.field('contact_email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
        <GenderEthnicityFields people={people} field={form.field} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Course"
            {...form.field('course_id')}
            placeholder="Select your course"
            options={toOptions(match.courses)}
            required
          />
          <SelectField
            label="Start year"
            {...form.field('start_year')}
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
