import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  HONEYPOT_FIELD,
  type CourseType,
} from '@techgold/contracts/signup-constants';
import { SelectField } from '~/components/form/select-field';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/get-accredited-page';
import { getAccredited } from './api/submit';
import { readForm } from './form-data';
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

const SHOWN = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'job_title',
  'organisation',
  'address',
  'course_type',
  'course_title',
];
const courseTypes = COURSE_TYPES.map((t: CourseType) => ({
  value: t,
  label: COURSE_TYPE_LABELS[t],
}));

/** SPEC §2 /get-accredited: the accreditation payload of SPEC §3, then /submitted. */
export default function GetAccreditedPage() {
  const navigate = useNavigate();
  const submission = useFormSubmission(getAccredited, SHOWN);
  const { submit, fieldError } = submission;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = readForm(event.currentTarget);
    const body = {
      first_name: f.text('first_name'),
      last_name: f.text('last_name'),
      email: f.text('email'),
      // SPEC §3 names it phone_number; the old form sent `phone`. The server takes either.
      phone_number: f.text('phone_number'),
      job_title: f.text('job_title'),
      organisation: f.text('organisation'),
      address: f.text('address'),
      course_type: f.text('course_type') as CourseType,
      course_title: f.text('course_title'),
      [HONEYPOT_FIELD]: f.text(HONEYPOT_FIELD),
    };
    submit(body, { onSuccess: () => void navigate(paths.submitted()) });
  };

  return (
    <EnquiryPageLayout title={title} lead={description} nextSteps={nextSteps}>
      <FormCard title="About you and your course">
        <SignupForm submission={submission} onSubmit={onSubmit} kind="enquiry">
          <NameFields fieldError={fieldError} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              error={fieldError('email')}
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
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Job title"
              name="job_title"
              autoComplete="organization-title"
              required
              error={fieldError('job_title')}
            />
            <TextField
              label="Organisation"
              name="organisation"
              autoComplete="organization"
              required
              error={fieldError('organisation')}
            />
          </div>
          <TextareaField
            label="Address"
            name="address"
            autoComplete="street-address"
            required
            error={fieldError('address')}
          />
          <div className="grid gap-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <SelectField
              label="Course type"
              name="course_type"
              placeholder="Select a type"
              options={courseTypes}
              required
              error={fieldError('course_type')}
            />
            <TextField
              label="Course title"
              name="course_title"
              required
              error={fieldError('course_title')}
            />
          </div>
        </SignupForm>
      </FormCard>
    </EnquiryPageLayout>
  );
}
