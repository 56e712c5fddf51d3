import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { HONEYPOT_FIELD } from '@techgold/contracts/signup-constants';
import { TextareaField } from '~/components/form/textarea-field';
import { TextField } from '~/components/text-field';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/join-employers-page';
import { joinEmployers } from './api/submit';
import { readForm } from './form-data';
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

const SHOWN = ['first_name', 'last_name', 'email', 'phone', 'address', 'job_title', 'employer'];

/** SPEC §2 /join-employers: the join payload of SPEC §3, then /submitted. */
export default function JoinEmployersPage() {
  const navigate = useNavigate();
  const submission = useFormSubmission(joinEmployers, SHOWN);
  const { submit, fieldError } = submission;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = readForm(event.currentTarget);
    const body = {
      first_name: f.text('first_name'),
      last_name: f.text('last_name'),
      email: f.text('email'),
      phone: f.text('phone'),
      address: f.text('address'),
      job_title: f.text('job_title'),
      employer: f.text('employer'),
      [HONEYPOT_FIELD]: f.text(HONEYPOT_FIELD),
    };
    submit(body, { onSuccess: () => void navigate(paths.submitted()) });
  };

  return (
    <EnquiryPageLayout title={title} lead={description} nextSteps={nextSteps}>
      <FormCard title="About you and your organisation">
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
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              error={fieldError('phone')}
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
              label="Employer"
              name="employer"
              autoComplete="organization"
              required
              error={fieldError('employer')}
            />
          </div>
          <TextareaField
            label="Address"
            name="address"
            autoComplete="street-address"
            required
            error={fieldError('address')}
          />
        </SignupForm>
      </FormCard>
    </EnquiryPageLayout>
  );
}
