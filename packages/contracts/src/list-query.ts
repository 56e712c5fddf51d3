// Query-string fields every member list shares (insights, employers, learning providers,
// events): a title search, tag filters, the Saved tab, a page size and a keyset cursor.
// Built once so each list validates them alike and answers bad input with the same 400s.
import { z } from './zod.ts';
import { PAGE_SIZE } from './constants.ts';

const noNul = (v: string) => !v.includes('\u0000');

/** Case-insensitive title search; blank means none. */
export const searchParam = z
  .string({ error: 'The search must be text.' })
  .trim()
  .max(100, 'The search may not be longer than 100 characters.')
  .refine(noNul, 'The search contains an invalid character.')
  .optional()
  .transform((v) => (v ? v : undefined));

const MAX_IDS = 20;
const oneId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'Each id must be a positive whole number.')
  .transform(Number);

/** `tags=1&tags=2` or `tags=1,2`: distinct positive ids, at most 20. */
export const idListParam = (label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : [v].flat().flatMap((s) => s.split(','))))
    .transform((list) => list.map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(oneId).max(MAX_IDS, `Choose at most ${MAX_IDS} ${label}.`))
    .transform((ids) => [...new Set(ids)]);

/** `saved=1` lists only the caller's saved items (the Saved tab). */
export const savedParam = z
  .enum(['0', '1', 'true', 'false'], { error: 'Choose saved or all.' })
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const limitParam = z.coerce
  .number({ error: 'The limit must be a number.' })
  .int('The limit must be a whole number.')
  .min(1, 'The limit must be at least 1.')
  .max(50, 'The limit may not be greater than 50.')
  .default(PAGE_SIZE);

/** The previous page's `next_cursor`. */
export const cursorParam = z.string().max(200, 'The cursor is invalid.').optional();

/**
 * A filtered count stops at this many: counting every one of 10,000 title matches costs
 * several times the page itself, and nobody needs "10,412" beside a tab (decision 0038).
 */
export const TAB_COUNT_CAP = 100;

/**
 * The two tab counts a member list shows beside its tabs, for the current filter.
 * `capped` is true when `all` stopped at TAB_COUNT_CAP: there are more, shown as "100+".
 */
export const tabCountsSchema = z.object({
  all: z.number(),
  saved: z.number(),
  capped: z.boolean().optional(),
});
export type TabCounts = z.infer<typeof tabCountsSchema>;
