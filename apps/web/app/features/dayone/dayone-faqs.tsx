import type { AccordionItem } from '~/components/accordion';

/** Job matching: the 7 FAQs (SPEC §2), with the partner's claims from SPEC §1. */
export const dayoneFaqs: AccordionItem[] = [
  {
    question: 'How does the matching work?',
    answer: (
      <p>
        You complete four short assessments and the platform builds a profile of your skills and
        values. You are matched to a role when you meet at least 80% of the competencies it needs.
      </p>
    ),
  },
  {
    question: 'How long do the assessments take?',
    answer: (
      <p>
        About two hours in total. You do not have to finish in one go: save your progress and come
        back when it suits you.
      </p>
    ),
  },
  {
    question: 'Will employers see my name?',
    answer: (
      <p>
        No. Your profile stays anonymous until an employer shortlists you, so they judge your skills
        and values first.
      </p>
    ),
  },
  {
    question: 'What kind of roles are there?',
    answer: (
      <p>
        Mostly desk-based roles at small and medium-sized businesses, at every level except
        executive.
      </p>
    ),
  },
  {
    question: 'Does it cost anything to take part?',
    answer: (
      <p>
        Not for candidates: creating a profile, taking the assessments and being matched are free.
      </p>
    ),
  },
  {
    question: 'What do employers pay?',
    answer: (
      <p>
        Employers get one free hire and five free connection credits. After that there is an annual
        12-month subscription, payable upfront or monthly with a discount.
      </p>
    ),
  },
  {
    question: 'Who runs the platform?',
    answer: (
      <p>
        Our job-matching partner runs it and handles your data under its own privacy policy. When
        you select Sign up now or Get Matched, you leave this site and sign up with the partner.
      </p>
    ),
  },
];
