// The rotating quotes box (SPEC §3 Quote): GET /api/quotes?page=home.
import { z } from './zod.ts';

export const quoteSchema = z.object({
  id: z.number(),
  text: z.string(),
  name: z.string(),
  /** Role and organisation, e.g. 'Head of Engineering, Harbour Systems'. */
  source: z.string().nullable(),
  /** Image path (e.g. /media/avatars/quote-1.svg) or null: show initials. */
  avatar: z.string().nullable(),
  /** Page keys it rotates on: home, employers, learners, learning-providers, … */
  pages: z.array(z.string()),
});
export type Quote = z.infer<typeof quoteSchema>;

/** page: only quotes tagged with this page key; absent → every quote. */
export const quotesQuery = z.object({
  page: z
    .string()
    .max(40, 'The page is invalid.')
    .regex(/^[a-z0-9-]+$/, 'The page is invalid.')
    .optional(),
});

/** GET /api/quotes → { quotes } in display order. */
export const quotesResponse = z.object({ quotes: z.array(quoteSchema) });
export type QuotesResponse = z.infer<typeof quotesResponse>;
