import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@techgold/contracts/messages';
import { textLinkClass } from '~/components/button-styles';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/employee-signup-page';
import { loadPeopleOptions } from '~/api/people-options.server';
import { verifyEmployerEmail } from '~/api/verify-email';
import { EmailStep } from './email-step';
import { useLaterStep } from './later-step';
import { FormCard, SignupPageLayout } from './signup-layout';

const title = 'Employer network sign-up';
const description =
  'Create a free account with your work email address if your organisation is in our employer network.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export const loader = ({ context }: Route.LoaderArgs) => loadPeopleOptions(context);

const benefits = [
  'Free for employers in the network: no membership fee',
  'Insights and events from across the tech industry',
  'Write and share insights from your organisation',
  'Learning providers and accredited courses to follow',
];

/** SPEC §2 /employee-signup: step 1 must match a network employer (SPEC §5), step 2 registers. */
export default function EmployeeSignupPage({ loaderData }: Route.ComponentProps) {
  const [email, setEmail] = useState('');
  const [employer, setEmployer] = useState<string | null>(null);
  const [Step2, withStep2] = useLaterStep(() =>
    import('./employer-user-form').then((m) => m.EmployerUserForm),
  );
  const verify = withStep2(verifyEmployerEmail);

  return (
    <SignupPageLayout eyebrow="Employers" title={title} lead={description} benefits={benefits}>
      <FormCard title={employer ? 'Your details' : 'Start with your work email address'}>
        {employer && Step2 ? (
          <Step2
            email={email}
            employer={employer}
            people={loaderData}
            onChangeEmail={() => setEmployer(null)}
          />
        ) : (
          <div className="space-y-6">
            <EmailStep
              label="Your work email address"
              hint="The address your employer gave you, such as name@yourcompany.co.uk."
              initialEmail={email}
              autoFocus={email !== ''}
              verify={verify}
              onResult={(address, match) => {
                setEmail(address);
                // SPEC §5: a match id that is not above 0 means no match.
                if (!(match.id > 0) || !match.title) return messages.noEmployerMatch;
                setEmployer(match.title);
                return null;
              }}
            />
            <p className="text-slate-700">
              Is your organisation not in the network yet?{' '}
              <Link to={paths.joinEmployers()} className={textLinkClass}>
                Ask to join the employer network
              </Link>
              .
            </p>
          </div>
        )}
      </FormCard>
    </SignupPageLayout>
  );
}
