import { FUNDING_NOTICE_DAYS } from '@techgold/contracts/constants';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2027-09-30' → '30 September 2027' (a calendar date: no time zone involved). */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * SPEC §2/§9: a school-funded learner's subscription — course duration plus 1 year, with a
 * notification 30 days before expiry (the server's daily reminder sends it).
 */
export function FundingBanner({ until }: { until: string }) {
  return (
    <section
      aria-labelledby="funding-heading"
      className="rounded-2xl border border-gold-300 bg-gold-50 p-5 text-navy-950"
    >
      <h2 id="funding-heading" className="font-bold">
        Your subscription is funded by your learning provider
      </h2>
      <p className="mt-1">
        Your learning provider funds it for the course duration plus 1 year, until{' '}
        <strong>{longDate(until)}</strong>. We will send you a notification {FUNDING_NOTICE_DAYS}{' '}
        days before expiry.
      </p>
    </section>
  );
}
