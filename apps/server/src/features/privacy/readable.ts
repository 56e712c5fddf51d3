// The export's parts for people (issue 36): index.html, a page that opens in any browser and
// shows every kind of data as a table, and one CSV per kind for a spreadsheet, both with UK
// dates and times, "Yes"/"No" and names (never ids) where data.json keeps the raw values.
// Built from the same MemberData as data.json, so the three always agree.
import { ukDate, ukTime } from '@techgold/contracts/uk-time';
import { csvText, type CsvCell } from '../../lib/csv-writer.ts';
import type { MemberData } from './export-repository.ts';

/** Each kind, its file name and what it is, in the order people read them. */
export const SECTIONS: readonly { key: keyof MemberData; title: string; about: string }[] = [
  {
    key: 'profile',
    title: 'Your account',
    about: 'Names, email addresses, phone, address, preferences and dates.',
  },
  {
    key: 'organisation',
    title: 'Your organisation',
    about: 'Your learning provider and course, or your employer.',
  },
  {
    key: 'equality',
    title: 'Equality answers',
    about: 'The gender, ethnicity and disability answers you gave.',
  },
  {
    key: 'saved_items',
    title: 'Saved items',
    about: 'The events, insights, employers and learning providers you saved.',
  },
  {
    key: 'notifications',
    title: 'Notifications',
    about: 'Your in-app notifications, including dismissed ones.',
  },
  {
    key: 'notification_preferences',
    title: 'Notification settings',
    about: 'Which kinds of notification you asked for.',
  },
  { key: 'insights', title: 'Insights you wrote', about: 'Their full text is in data.json.' },
  { key: 'credentials', title: 'Credentials', about: 'The credentials (badges) offered to you.' },
  {
    key: 'sign_in_history',
    title: 'Sign-in history',
    about: 'When and from where you signed in (browser and network address).',
  },
  {
    key: 'consents',
    title: 'Consents',
    about: 'The consents you gave on our forms, with their exact wording.',
  },
  { key: 'enquiries', title: 'Enquiries', about: 'Enquiries you sent us through our forms.' },
  {
    key: 'enquiry_replies',
    title: 'Our replies to your enquiries',
    about: 'What we emailed you in answer to an enquiry.',
  },
  {
    key: 'newsletter',
    title: 'Newsletter',
    about: 'Your newsletter subscription and its consent records.',
  },
  {
    key: 'rights_requests',
    title: 'Data-protection requests',
    about: 'Requests you made to us by email or post.',
  },
  {
    key: 'uploads',
    title: 'Files you uploaded',
    about: 'The files themselves are in the files folder.',
  },
];

/** "14 Oct 2026, 18:30" in UK time (no weekday: a table cell reads better without one). */
function ukDateTime(at: Date): string {
  const iso = at.toISOString();
  return `${ukDate(iso)}, ${ukTime(iso)}`;
}

// A timestamp as JSON writes it or as PostgreSQL's text does ("2026-11-28 16:25:39.9+00").
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const asDate = (text: string) => new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One value as a person reads it. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return ukDateTime(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value) && !Number.isNaN(asDate(value).getTime()))
      return ukDateTime(asDate(value));
    // Midday UTC is the same calendar day in London, in summer and in winter.
    if (DAY.test(value)) return ukDate(`${value}T12:00:00Z`);
    return value;
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
    return value.map(readableValue).join('; ');
  return JSON.stringify(value);
}

/** "created_at" → "Created at". */
export const columnTitle = (key: string) =>
  (key.charAt(0).toUpperCase() + key.slice(1)).replaceAll('_', ' ');

/** A kind's rows as a table: one row per item, or field and value for a single record. */
function table(value: MemberData[keyof MemberData]): { header: string[]; rows: string[][] } {
  if (Array.isArray(value)) {
    const keys = [...new Set(value.flatMap((row) => Object.keys(row)))];
    return {
      header: keys.map(columnTitle),
      rows: value.map((row) => keys.map((k) => readableValue(row[k]))),
    };
  }
  return {
    header: ['Field', 'Value'],
    rows: Object.entries(value ?? {}).map(([k, v]) => [columnTitle(k), readableValue(v)]),
  };
}

/** `csv/saved_items.csv` and the rest: one file per kind that holds anything. */
export function sectionCsvs(data: MemberData): Map<string, string> {
  const files = new Map<string, string>();
  for (const { key } of SECTIONS) {
    const { header, rows } = table(data[key]);
    if (rows.length) files.set(`csv/${key}.csv`, csvText(header, rows as CsvCell[][]));
  }
  return files;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * index.html: every kind as a captioned table, with its CSV beside it. Static text only: no
 * script, no external resource, so it opens the same offline in any browser.
 */
export function indexHtml(data: MemberData, exportedAt: Date, csvNames: Set<string>): string {
  const sections = SECTIONS.map(({ key, title, about }) => {
    const { header, rows } = table(data[key]);
    const csv = `csv/${key}.csv`;
    const body = rows.length
      ? `<div class="scroll"><table><caption>${escapeHtml(title)}</caption><thead><tr>${header
          .map((h) => `<th scope="col">${escapeHtml(h)}</th>`)
          .join('')}</tr></thead><tbody>${rows
          .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table></div>`
      : '<p>We hold nothing of this kind about you.</p>';
    const link = csvNames.has(csv)
      ? `<p><a href="${csv}">${escapeHtml(title)} as a spreadsheet (CSV)</a></p>`
      : '';
    return `<section aria-labelledby="${key}"><h2 id="${key}">${escapeHtml(title)}</h2><p>${escapeHtml(about)}</p>${body}${link}</section>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data from Tech Industry Gold</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;margin:0 auto;max-width:72rem;padding:1rem;color:#0a1430}
.scroll{overflow-x:auto}table{border-collapse:collapse;margin:.5rem 0}caption{text-align:left;font-weight:600}
th,td{border:1px solid #94a3b8;padding:.25rem .5rem;text-align:left;vertical-align:top}th{background:#f1f4fa}
a{color:#233a6e}
</style>
</head>
<body>
<main>
<h1>Your data from Tech Industry Gold</h1>
<p>Everything we keep about you, as it was on ${escapeHtml(ukDateTime(exportedAt))} (UK time). The same data is in <a href="data.json">data.json</a> for other programs, and each kind below is also a spreadsheet in the csv folder. Ask us anything about it: see the privacy policy on our website.</p>
${sections}
</main>
</body>
</html>
`;
}
