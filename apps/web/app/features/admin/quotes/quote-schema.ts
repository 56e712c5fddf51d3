// The quote form's schemas: the contract's, with the pages typed as one comma-separated line.
import { quoteCreate, quotePatch } from '@techgold/contracts/admin/quotes';
import { z } from 'zod';
import type { AdminQuote } from '~/api/admin/site-content';

/**
 * The pages as one comma-separated line, checked as the contract checks the list; its first
 * problem is the field's error (not an error of the list's nth item, which no field shows).
 */
/** The pages a quote rotates on, from the form's one comma-separated line. */
export const splitPages = (line: string) =>
  line
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

const pagesLine = z
  .string()
  .max(900, 'The pages may not be longer than 900 characters.')
  .transform((line, ctx) => {
    const pages = splitPages(line);
    const checked = quoteCreate.shape.pages.safeParse(pages);
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
    return z.NEVER;
  });

export const quoteCreateForm = quoteCreate.extend({ pages: pagesLine });
export const quotePatchForm = quotePatch.extend({ pages: pagesLine.optional() });

export const emptyQuote = { text: '', name: '', source: '', avatar: null, pages: 'home' };
export const quoteDefaults = (q: AdminQuote) => ({
  updated_at: q.updated_at,
  text: q.text,
  name: q.name,
  source: q.source ?? '',
  avatar: q.avatar,
  pages: q.pages.join(', '),
});

/** The pages that show the rotating quotes today. */
export const quotePlaces: Record<string, string> = {
  home: 'the home page',
  employers: 'the employers page',
  learners: 'the learners page',
  'learning-providers': 'the learning providers page',
};
