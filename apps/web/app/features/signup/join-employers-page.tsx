import { useNavigate } from 'react-router';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { SentState } from './sent-state';
import type { Route } from './+types/join-employers-page';
import { joinEmployers } from '~/api/signup';
import { SignupForm, signupInvalidMessage } from './signup-form';
import { EnquiryPageLayout, FormCard } from './signup-layout';
import { useForm } from '~/components/form/use-form';
import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import { NameFields } from './person-fields';

const title = 'Join our employer network';
const description =
  'Tell us about your organisation and we will be in touch about joining the network. Membership is free for employers.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

const nextSteps = [
  'We email you to confirm we have your details.',
  'A member of our team contacts you to talk about your organisation and the network.',
  'Once you join, your colleagues can sign up with their work email addresses.',
];

/** SPEC §2 /join-employers: the join payload of SPEC §3, then /submitted. */
export default function JoinEmployersPage() {
  const navigate = useNavigate();
  const form = useForm({
    fields: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      address: '',
      job_title: '',
      employer: '',
      [HONEYPOT_FIELD]: '',
    },
    schema: () => import('@techgold/contracts/signup').then((m) => m.joinEmployersBody),
    submit: (body, { idempotencyKey }) => joinEmployers(body, idempotencyKey),
    onSuccess: (_result, body) =>
      void navigate(paths.submitted(), {
        state: { form: 'join-employers', email: body.email } satisfies SentState,
      }),
    invalidMessage: signupInvalidMessage,
    stayBusy: true,
  });

  return (
    <EnquiryPageLayout title={title} lead={description} nextSteps={nextSteps}>
      <FormCard title="About you and your organisation">
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
              {...form.field('phone')}
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
              {...form.field('employer')}
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
        </SignupForm>
      </FormCard>
    </EnquiryPageLayout>
  );
}
