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
import type { SentState } from './sent-state';
import type { Route } from './+types/get-accredited-page';
import { getAccredited } from '~/api/signup';
import { SignupForm, signupInvalidMessage } from './signup-form';
import { EnquiryPageLayout, FormCard } from './signup-layout';
import { useForm } from '~/components/form/use-form';
import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
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

const courseTypes = COURSE_TYPES.map((t: CourseType) => ({
  value: t,
  label: COURSE_TYPE_LABELS[t],
}));

/** SPEC §2 /get-accredited: the accreditation payload of SPEC §3, then /submitted. */
export default function GetAccreditedPage() {
  const navigate = useNavigate();
  const form = useForm({
    fields: {
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      job_title: '',
      organisation: '',
      address: '',
      course_type: '',
      course_title: '',
      [HONEYPOT_FIELD]: '',
    },
    schema: () => import('@techgold/contracts/signup').then((m) => m.getAccreditedBody),
    submit: (body, { idempotencyKey }) => getAccredited(body, idempotencyKey),
    onSuccess: (_result, body) =>
      void navigate(paths.submitted(), {
        state: { form: 'get-accredited', email: body.email } satisfies SentState,
      }),
    invalidMessage: signupInvalidMessage,
    stayBusy: true,
  });

  return (
    <EnquiryPageLayout title={title} lead={description} nextSteps={nextSteps}>
      <FormCard title="About you and your course">
        <SignupForm form={form} kind="enquiry">
          <NameFields field={form.field} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Email"
              {...form.field('email')}
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
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Job title"
              {...form.field('job_title')}
              autoComplete="organization-title"
              required
            />
            <TextField
              label="Organisation"
              {...form.field('organisation')}
              autoComplete="organization"
              required
            />
          </div>
          <TextareaField
            label="Address"
            {...form.field('address')}
            autoComplete="street-address"
            required
          />
          <div className="grid gap-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <SelectField
              label="Course type"
              {...form.field('course_type')}
              placeholder="Select a type"
              options={courseTypes}
              required
            />
            <TextField label="Course title" {...form.field('course_title')} required />
          </div>
        </SignupForm>
      </FormCard>
    </EnquiryPageLayout>
  );
}
