// A member found by name and a badge they do not hold yet, for the journeys that issue one
// (credentials-console.spec.ts, console-focus.spec.ts). They share one database, so each picks
// a badge afresh.
import { expect, type Page } from './base-test.ts';

interface Page_<T> {
  items: T[];
}

export async function memberWithUnheldBadge(page: Page, surname: string) {
  const [member] = (
    (await (
      await page.request.get(`/api/admin/members?q=${encodeURIComponent(surname)}`)
    ).json()) as Page_<{
      id: number;
      first_name: string;
      last_name: string;
    }>
  ).items;
  expect(member, `a demo member called ${surname}`).toBeTruthy();
  const held = (
    (await (
      await page.request.get(`/api/admin/credentials?user_id=${member!.id}&limit=100`)
    ).json()) as Page_<{ badge: { id: number } }>
  ).items.map((c) => c.badge.id);
  const badge = (
    (await (await page.request.get('/api/admin/credential-badges?limit=100')).json()) as Page_<{
      id: number;
      name: string;
    }>
  ).items.find((b) => !held.includes(b.id));
  expect(badge, `a badge ${surname} does not hold`).toBeTruthy();
  return { id: member!.id, name: `${member!.first_name} ${member!.last_name}`, badge: badge! };
}
