// Equality answers in aggregate only (admins; decision 0064): counts by option, suppressed
// below EQUALITY_SUPPRESS_BELOW. Paths are in api-routes.ts.
import { z } from '../zod.ts';

/** Counts below this are never shown: a small group could identify a person. */
export const EQUALITY_SUPPRESS_BELOW = 5;

/** One option's count, or null when it is between 1 and 4 (suppressed). */
export const equalityCount = z.object({ option: z.string(), count: z.number().nullable() });
export const equalityReport = z.object({
  suppressed_below: z.number(),
  gender: z.array(equalityCount),
  ethnicity: z.array(equalityCount),
});
export type EqualityReport = z.infer<typeof equalityReport>;
