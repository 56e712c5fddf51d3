// The signed-in user as every rendered page carries it (the root loader's data is embedded in
// the HTML): the current-user record without the personal details only the account page
// needs. No zod here: the browser imports it.
import type { CurrentUser } from './user.ts';

const PRIVATE_FIELDS = [
  'contact_email',
  'contact_email_confirmed',
  'pending_contact_email',
  'phone_number',
  'address',
  'gender_id',
  'ethnicity_id',
  'disabilities',
  'start_year',
  'funded_until',
] as const;

export type PageUser = Omit<CurrentUser, (typeof PRIVATE_FIELDS)[number]>;

export function toPageUser(user: CurrentUser): PageUser {
  const copy: Record<string, unknown> = { ...user };
  for (const field of PRIVATE_FIELDS) delete copy[field];
  return copy as PageUser;
}
