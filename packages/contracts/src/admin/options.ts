// The choices of the console's selects and pickers (editors and admins). GET /api/admin/options
// answers the short lists at once; the pickers (decision 0095) are paged look-ups by name for
// the choices a select cannot hold (421 employers, every member). Each look-up answers one page
// of matches and how many there are in all, `{ <plural>: [...], total }`, so a picker can
// offer "Show more".
import { z } from '../zod.ts';
import { adminOffset, adminSearch, optionalId } from './common.ts';
import { staffRoles } from './members.ts';

const choice = z.object({ id: z.number(), title: z.string() });
export type LookupChoice = z.infer<typeof choice>;

// ---- Every short list at once -------------------------------------------------------------

/** Each list of choices is at most this long (a larger directory would need a search box). */
export const OPTIONS_MAX = 1000;

export const adminOptions = z.object({
  schools: z.array(choice.extend({ courses: z.array(choice) })),
  employers: z.array(choice),
  tags: z.array(choice.extend({ type: z.number() })),
  staff: z.array(z.object({ id: z.number(), name: z.string(), staff_role: z.enum(staffRoles) })),
});
export type AdminOptions = z.infer<typeof adminOptions>;

// ---- The pickers' look-ups ----------------------------------------------------------------

/** A picker's first page: enough to choose from, small enough to read. */
export const LOOKUP_PAGE_SIZE = 20;
/** The most one request may ask for. */
export const LOOKUP_MAX_LIMIT = 50;

export const lookupQuery = z.object({
  q: adminSearch,
  offset: adminOffset,
  limit: z.coerce
    .number({ error: 'The limit must be a number.' })
    .int('The limit must be a whole number.')
    .min(1, 'The limit must be at least 1.')
    .max(LOOKUP_MAX_LIMIT, `The limit may not be greater than ${LOOKUP_MAX_LIMIT}.`)
    .default(LOOKUP_PAGE_SIZE),
});
export type LookupQuery = z.infer<typeof lookupQuery>;

/** Courses may be narrowed to one learning provider's. */
export const courseLookupQuery = lookupQuery.extend({
  school_id: optionalId('learning provider'),
});
export type CourseLookupQuery = z.infer<typeof courseLookupQuery>;

export const employerLookup = z.object({ employers: z.array(choice), total: z.number() });
export const providerLookup = z.object({ providers: z.array(choice), total: z.number() });
export const courseLookup = z.object({
  /** Each with its provider's name: two providers may run courses of the same title. */
  courses: z.array(choice.extend({ provider: z.string() })),
  total: z.number(),
});
/** Active members, by name; the email tells two people of the same name apart. */
export const memberLookup = z.object({
  members: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
  total: z.number(),
});
export type EmployerLookup = z.infer<typeof employerLookup>;
export type ProviderLookup = z.infer<typeof providerLookup>;
export type CourseLookup = z.infer<typeof courseLookup>;
export type MemberLookup = z.infer<typeof memberLookup>;
