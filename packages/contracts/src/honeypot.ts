// The honeypot field's name on its own (see signup-constants.ts for what it is): the public
// field lists (web `lib/field-list.ts`) need it, and the sign-in page loads them without the
// sign-up wording that signup-constants.ts also carries (docs/decisions/0032).
export const HONEYPOT_FIELD = 'website';
