// The one rule for an id in a URL, shared by the server and the web app. Anything that is not
// a positive PostgreSQL int4 names nothing that can exist, so callers treat it as "not found"
// rather than as a bad request. No zod here: the browser imports it.
export const MAX_INT4 = 2_147_483_647;

/** The positive int4 a path segment spells, or null (leading zeros, signs and spaces refused). */
export function parseId(value: string | number | undefined): number | null {
  if (value === undefined) return null;
  const text = String(value);
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_INT4 ? n : null;
}
