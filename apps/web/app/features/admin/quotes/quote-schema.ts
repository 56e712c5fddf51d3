// The quote form's schemas: the contract's, with the pages typed as one comma-separated line.
import { quoteCreate, quotePatch } from '@techgold/contracts/admin-content';
import { z } from 'zod';
import type { AdminQuote } from '~/api/admin/site-content';

const splitPages = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : v;

export const quoteCreateForm = quoteCreate.extend({
  pages: z.preprocess(splitPages, quoteCreate.shape.pages),
});
export const quotePatchForm = quotePatch.extend({
  pages: z.preprocess(splitPages, quotePatch.shape.pages),
});

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
