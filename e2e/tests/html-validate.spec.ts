// Issue 26: markup a validator accepts. Every server-rendered page, public and member, goes
// through html-validate's recommended rules, with only what React's output trips by design
// switched off (attribute case, useId's ids and React's way of writing void and boolean
// attributes). Landmarks need unique names, aria-label only where the role takes one, every
// input its type.
import { HtmlValidate, type Message } from 'html-validate';
import { test, expect } from './base-test.ts';
import { listEvents } from './events-fixtures.ts';
import { signIn } from './fixtures.ts';
import { publicRoutes } from './public-fixtures.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // What React's server rendering writes by design, not errors in HTML: attribute names in
    // React's case (dateTime, autoComplete, charSet), void elements closed as `<link/>`, and
    // boolean and empty attributes with an empty value (`required=""`, `hidden=""`).
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId ids (`_R_j5_`) and its streaming markers (`B:0`, `S:0`).
    'valid-id': 'off',
    // aria-label is allowed wherever ARIA lets the role take a name (a list of tags, say);
    // on an element whose role does not, it is still an error.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The header search is the ARIA combobox pattern: a native <select> cannot do it.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // Titles carry members' and providers' own titles (an article, a course), whole.
    'long-title': 'off',
  },
});

const describeMessage = (m: Message) => `${m.ruleId} (${m.line}:${m.column}): ${m.message}`;

async function problemsOf(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map(describeMessage));
}

test('every public page is valid HTML', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = [
    ...(await publicRoutes(request)),
    '/login',
    '/join-the-community',
    '/employee-signup',
    '/join-employers',
    '/get-accredited',
  ];
  const found: Record<string, string[]> = {};
  for (const path of pages) {
    const res = await request.get(path);
    const problems = await problemsOf(await res.text());
    if (problems.length) found[path] = problems;
  }
  expect(found).toEqual({});
});

test('every member page is valid HTML', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const request = page.request;
  const { events } = await listEvents(request);
  const ids = async (path: string, key: string) =>
    (((await (await request.get(path)).json()) as Record<string, { id: number }[]>)[key] ?? [])
      .slice(0, 1)
      .map((row) => row.id);
  const [insight] = await ids('/api/insights', 'insights');
  const [employer] = await ids('/api/employers', 'employers');
  const [school] = await ids('/api/schools', 'schools');
  const pages = [
    '/dashboard',
    '/platform/insights',
    '/platform/insights?tab=saved',
    '/platform/employers',
    '/platform/learning-providers',
    '/events',
    `/event/${events[0]!.id}`,
    '/credentials',
    '/my-insights',
    '/notifications',
    '/account',
    '/mentors',
    '/jobs',
    '/dayone',
    `/insight/${insight}`,
    `/employer/${employer}`,
    `/learning-provider/${school}`,
  ];
  const found: Record<string, string[]> = {};
  for (const path of pages) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const problems = await problemsOf(await res.text());
    if (problems.length) found[path] = problems;
  }
  expect(found).toEqual({});
});
