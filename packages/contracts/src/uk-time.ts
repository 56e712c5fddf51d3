// Dates in UK time (Europe/London, so BST in summer), e.g. "Tue 14 Oct 2026, 18:30", for the
// web pages and for what the server writes as people read it (the audit log's CSV).
// Only numbers come from Intl; the day and month names are ours, so the server render and
// every browser spell them alike (ICU versions differ: en-GB September is "Sep" or "Sept").

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

interface UkParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function ukParts(iso: string): UkParts {
  const parts = Object.fromEntries(
    london
      .formatToParts(new Date(iso))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
  return parts as unknown as UkParts;
}

const pad = (n: number) => String(n).padStart(2, '0');

function dateText(p: UkParts): string {
  const weekday = DAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  return `${weekday} ${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

const timeText = (p: UkParts) => `${pad(p.hour)}:${pad(p.minute)}`;

/** "Tue 14 Oct 2026, 18:30" in UK time. */
export function ukDateTime(iso: string): string {
  const p = ukParts(iso);
  return `${dateText(p)}, ${timeText(p)}`;
}

/** "18:30" in UK time. */
export function ukTime(iso: string): string {
  return timeText(ukParts(iso));
}

/** Whether two instants fall on the same calendar day in the UK. */
export function sameUkDay(a: string, b: string): boolean {
  const x = ukParts(a);
  const y = ukParts(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

/** "14 Oct 2026": the day in the UK, no weekday or time (issue dates). */
export function ukDate(iso: string): string {
  const p = ukParts(iso);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}
