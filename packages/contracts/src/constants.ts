// Business constants from SPEC §9.
export const PAGE_SIZE = 20;
export const COURSE_PAGE_SIZE = 10;
export const HOME_LATEST_INSIGHTS = 4;
export const NEWS_ROW_LIMIT = 4;
export const NEWS_VIEW_ALL_LIMIT = 99;
export const QUOTE_ROTATION_MS = 10_000;
export const CREDENTIALS_SPINNER_DELAY_MS = 500;
// The platform search's limits live apart, so the member area's search bar does not share
// this module (and its chunk) with the public pages (docs/decisions/0032).
export { SEARCH_MAX_PER_GROUP, SEARCH_MIN_CHARS } from './search-limits.ts';
export const AVATAR_MAX_BYTES = 4 * 1024 * 1024;
export const AVATAR_WIDTH = 600;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const FIRST_START_YEAR = 2020;
/**
 * The start years a learner may pick: 2020 up to this year. The seed's fixed list stopped at
 * 2025, which shut out this year's starters (docs/decisions/0051).
 */
export function startYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let y = FIRST_START_YEAR; y <= now.getFullYear(); y++) years.push(y);
  return years;
}
export const PASSWORD_MIN_LENGTH = 10;
/** How long the registration email's verify-and-set-password link works. */
export const REGISTRATION_LINK_DAYS = 7;
/**
 * SPEC §2/§9: a learning provider funds a learner's subscription for the course duration
 * plus 1 year, and the member hears this many days before it ends (the account page's banner
 * says so; the server's daily reminder keeps to it).
 */
export const FUNDING_NOTICE_DAYS = 30;
export const USER_TYPE = { learner: 1, business: 2 } as const;
export const NEWS_CATEGORIES = ['community', 'insights', 'impact'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
