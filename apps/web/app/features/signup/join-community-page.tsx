import { useState } from 'react';
import type { LearnerMatch } from '@techgold/contracts/signup';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/join-community-page';
import { loadPeopleOptions } from '~/api/people-options.server';
import { verifyLearnerEmail } from '~/api/verify-email';
import { EmailStep } from './email-step';
import { useLaterStep } from './later-step';
import { FormCard, SignupPageLayout } from './signup-layout';

const title = 'Join the community';
const description = 'Create a free account if you are studying an accredited course.';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description });

export const loader = ({ context }: Route.LoaderArgs) => loadPeopleOptions(context);

const benefits = [
  'Free for learners on accredited courses: no membership fee',
  'Your course credentials and badges in one place',
  'Insights and events from across the tech industry',
  'Employers and learning providers to follow and save',
];

/** SPEC §2 /join-the-community: step 1 checks the address, step 2 registers (SPEC §4). */
export default function JoinCommunityPage({ loaderData }: Route.ComponentProps) {
  const [email, setEmail] = useState('');
  const [match, setMatch] = useState<LearnerMatch | null>(null);
  const [Step2, withStep2] = useLaterStep(() =>
    import('./learner-form').then((m) => m.LearnerForm),
  );
  const verify = withStep2(verifyLearnerEmail);

  return (
    <SignupPageLayout eyebrow="Learners" title={title} lead={description} benefits={benefits}>
      <FormCard title={match ? 'Your details' : 'Start with your email address'}>
        {match && Step2 ? (
          <Step2
            email={email}
            match={match}
            people={loaderData}
            onChangeEmail={() => setMatch(null)}
          />
        ) : (
          <EmailStep
            label="Your learning provider email address"
            hint="The address your university, college or training provider gave you."
            initialEmail={email}
            autoFocus={email !== ''}
            verify={verify}
            onResult={(address, result) => {
              setEmail(address);
              setMatch(result);
              return null;
            }}
          />
        )}
      </FormCard>
    </SignupPageLayout>
  );
}
