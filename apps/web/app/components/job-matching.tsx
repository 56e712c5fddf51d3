// The job-matching partner's offer (SPEC §1), shared by /dayone, /employer and /talent.
import type { ReactNode } from 'react';
import { externalUrls } from '~/lib/paths';
import { buttonClass, type ButtonVariant } from './button-styles';
import { Icon, type IconName } from './icons';

/** 'Sign up now' and 'Get Matched' open the partner's sign-up in a new tab. */
export function PartnerSignupLink({
  children,
  variant = 'gold',
}: {
  children: ReactNode;
  variant?: ButtonVariant;
}) {
  return (
    <a
      href={externalUrls.jobMatchingSignup}
      target="_blank"
      rel="noopener"
      className={buttonClass(variant)}
    >
      {children}
      <Icon name="external" className="size-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const tasks: Array<{ title: string; text: string; icon: IconName }> = [
  {
    title: 'Strengths assessment',
    text: 'Find out what you do best and the kind of work that suits you.',
    icon: 'chart',
  },
  {
    title: 'Digital skills assessment',
    text: 'Show the practical digital skills employers are hiring for.',
    icon: 'shield',
  },
  {
    title: 'Profile assessment',
    text: 'Tell employers about your values, experience and what you want from a role.',
    icon: 'users',
  },
  {
    title: 'AI practice interview',
    text: 'Rehearse answering interview questions and get instant feedback.',
    icon: 'play',
  },
];

/** The four tasks a candidate completes (about two hours in all). */
export function MatchingTasks() {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {tasks.map((task, index) => (
        <li key={task.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex items-center justify-between">
            <span className="grid size-12 place-items-center rounded-xl bg-navy-900 text-gold-300">
              <Icon name={task.icon} className="size-6" />
            </span>
            <span aria-hidden="true" className="text-3xl font-bold text-navy-100">
              {index + 1}
            </span>
          </span>
          <h3 className="mt-4 text-lg font-bold text-navy-950">
            <span className="sr-only">Task {index + 1}: </span>
            {task.title}
          </h3>
          <p className="mt-1 text-slate-700">{task.text}</p>
        </li>
      ))}
    </ol>
  );
}

const smeBenefits = [
  { title: 'One free hire', text: 'Your first hire through the platform costs nothing.' },
  {
    title: 'Five free connection credits',
    text: 'Contact five matched candidates before you spend a penny.',
  },
  {
    title: 'Matched on skills and values',
    text: 'Candidates are matched only when they meet at least 80% of the competencies you need.',
  },
  {
    title: 'Fair, anonymous shortlisting',
    text: 'Profiles stay anonymous until you shortlist, so you judge skills, not backgrounds.',
  },
  {
    title: 'A simple subscription',
    text: 'An annual 12-month subscription, payable upfront or monthly with a discount.',
  },
  {
    title: 'Roles that fit small businesses',
    text: 'Desk-based roles at every level except executive, mostly at small and medium-sized businesses.',
  },
];

/** What small and medium-sized employers get. */
export function SmeBenefits() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {smeBenefits.map((benefit) => (
        <li
          key={benefit.title}
          className="flex gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-gold-400 text-navy-950">
            <Icon name="tick" className="size-4" />
          </span>
          <span>
            <span className="block font-bold text-navy-950">{benefit.title}</span>
            <span className="mt-1 block text-slate-700">{benefit.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
