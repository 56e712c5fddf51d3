import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  type CourseType,
} from '@techgold/contracts/signup-constants';
import { SelectField } from '~/components/form/select-field';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { emailOf, type SentState } from './sent-state';
import type { Route } from './+types/get-accredited-page';
import { getAccredited } from '~/api/signup';
import { defineFields } from '~/lib/field-list';
import { SignupForm } from './signup-form';
import { EnquiryPageLayout, FormCard } from './signup-layout';
import { useFormSubmission } from './use-form-submission';
import { NameFields } from './person-fields';

const title = 'Get accredited';
const description =
  'Tell us about your course and we will explain the next steps towards Tech Industry Gold accreditation.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

const nextSteps = [
  'We email you to confirm we have your enquiry.',
  'A member of our team contacts you to talk through your course.',
  'Together we plan the four stages: preparation, submission, accreditation and promotion.',
];

const fields = defineFields({
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  // SPEC §3 names it phone_number; the old form sent `phone`. The server takes either.
  phone_number: 'text',
  job_title: 'text',
  organisation: 'text',
  address: 'text',
  course_type: COURSE_TYPES,
  course_title: 'text',
});
const courseTypes = COURSE_TYPES.map((t: CourseType) => ({
  value: t,
  label: COURSE_TYPE_LABELS[t],
}));

/** SPEC §2 /get-accredited: the accreditation payload of SPEC §3, then /submitted. */
export default function GetAccreditedPage() {
  const navigate = useNavigate();
  const submission = useFormSubmission(getAccredited, fields);
  const { submit, field } = submission;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = emailOf(event.currentTarget);
    submit(fields.bodyFrom(event.currentTarget), {
      onSuccess: () =>
        void navigate(paths.submitted(), {
          state: { form: 'get-accredited', email } satisfies SentState,
        }),
    });
  };

  return (
    <EnquiryPageLayout title={title} lead={description} nextSteps={nextSteps}>
      <FormCard title="About you and your course">
        <SignupForm submission={submission} onSubmit={onSubmit} kind="enquiry">
          <NameFields field={field} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Email"
              {...field('email')}
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
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Job title"
              {...field('job_title')}
              autoComplete="organization-title"
              required
            />
            <TextField
              label="Organisation"
              {...field('organisation')}
              autoComplete="organization"
              required
            />
          </div>
          <TextareaField
            label="Address"
            {...field('address')}
            autoComplete="street-address"
            required
          />
          <div className="grid gap-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <SelectField
              label="Course type"
              {...field('course_type')}
              placeholder="Select a type"
              options={courseTypes}
              required
            />
            <TextField label="Course title" {...field('course_title')} required />
          </div>
        </SignupForm>
      </FormCard>
    </EnquiryPageLayout>
  );
}
