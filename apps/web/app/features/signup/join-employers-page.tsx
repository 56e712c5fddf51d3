import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { emailOf, type SentState } from './sent-state';
import type { Route } from './+types/join-employers-page';
import { joinEmployers } from '~/api/signup';
import { defineFields } from '~/lib/field-list';
import { SignupForm } from './signup-form';
import { EnquiryPageLayout, FormCard } from './signup-layout';
import { useFormSubmission } from './use-form-submission';
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

const fields = defineFields({
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  phone: 'text',
  address: 'text',
  job_title: 'text',
  employer: 'text',
});

/** SPEC §2 /join-employers: the join payload of SPEC §3, then /submitted. */
export default function JoinEmployersPage() {
  const navigate = useNavigate();
  const submission = useFormSubmission(joinEmployers, fields);
  const { submit, field } = submission;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = emailOf(event.currentTarget);
    submit(fields.bodyFrom(event.currentTarget), {
      onSuccess: () =>
        void navigate(paths.submitted(), {
          state: { form: 'join-employers', email } satisfies SentState,
        }),
    });
  };

  return (
    <EnquiryPageLayout title={title} lead={description} nextSteps={nextSteps}>
      <FormCard title="About you and your organisation">
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
              {...field('phone')}
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
              {...field('employer')}
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
        </SignupForm>
      </FormCard>
    </EnquiryPageLayout>
  );
}
