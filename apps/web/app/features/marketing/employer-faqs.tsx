import { Link } from 'react-router';
import type { AccordionItem } from '~/components/accordion';
import { paths } from '~/lib/paths';

const link = 'font-semibold text-navy-700 underline underline-offset-2';

/** Employers page: the 8 FAQs (SPEC §2). */
export const employerFaqs: AccordionItem[] = [
  {
    question: 'What does it cost to join the employer network?',
    answer: (
      <p>
        Nothing. Membership is free for employers in the network: there is no membership fee and no
        charge for taking part in course reviews or events.
      </p>
    ),
  },
  {
    question: 'How much time will it take?',
    answer: (
      <p>
        As much as you choose to give. Some employers review one course a year; others set project
        briefs, mentor learners and sit on accreditation panels. A first conversation about the
        skills you need takes under an hour.
      </p>
    ),
  },
  {
    question: 'Who sets the standards courses are measured against?',
    answer: (
      <p>
        Employers do. The standards come from what over 400 employers in the network tell us they
        need, and they are reviewed as technology and roles change.
      </p>
    ),
  },
  {
    question: 'Which kinds of courses are accredited?',
    answer: (
      <p>
        Degrees, apprenticeships from level 3 to level 7, and training programmes such as bootcamps.
        Every one is held to the same standard, whichever route the learner takes.
      </p>
    ),
  },
  {
    question: 'How does accreditation help us hire?',
    answer: (
      <p>
        A badge tells you a learner has practised the skills you asked for. Learners on accredited
        courses do well: 89% are in paid employment 15 months after their course, against 78%
        overall.
      </p>
    ),
  },
  {
    question: 'Can we offer apprenticeships through the network?',
    answer: (
      <p>
        Yes. We can introduce you to accredited providers near you that deliver apprenticeships at
        the level you need. Accredited apprentices earn an average salary of £35,000.
      </p>
    ),
  },
  {
    question: 'We are a small business. Is the network for us?',
    answer: (
      <p>
        Very much so. Many network employers are small and medium-sized businesses, and our{' '}
        <Link to={paths.partnerEmployer()} className={link}>
          job-matching partner
        </Link>{' '}
        offers small businesses a free first hire.
      </p>
    ),
  },
  {
    question: 'How do we join?',
    answer: (
      <p>
        Fill in the short{' '}
        <Link to={paths.joinEmployers()} className={link}>
          join the employer network
        </Link>{' '}
        form and we will be in touch. If your organisation is already a member, you can{' '}
        <Link to={paths.employeeSignup()} className={link}>
          create your own account
        </Link>{' '}
        with your work email address.
      </p>
    ),
  },
];
