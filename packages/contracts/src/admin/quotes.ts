// The rotating quotes as the console keeps them (editors and admins), with the pages they
// rotate on.
import { z } from '../zod.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  optionalText,
  pageFields,
  pageKey,
  sortDir,
  adminText as text,
  versionField,
} from './common.ts';

export const MAX_QUOTE_PAGES = 20;
/** An avatar uploaded through the image pipeline, or one of the site's own avatars. */
const quoteAvatar = z
  .string({ error: 'The avatar must be an uploaded image.' })
  .max(200, 'The avatar must be an uploaded image.')
  .regex(
    /^\/media\/(uploads\/[A-Za-z0-9_-]{8,100}\.[a-z0-9]{2,5}|avatars\/[a-z0-9-]{1,60}\.svg)$/,
    'The avatar must be an uploaded image.',
  )
  .nullable()
  .optional();
const quotePages = z
  .array(pageKey('page'), { error: 'The pages must be a list of page keys.' })
  .max(MAX_QUOTE_PAGES, `Choose at most ${MAX_QUOTE_PAGES} pages.`)
  .transform((v) => [...new Set(v)]);
const quoteFields = {
  source: optionalText('source', 200),
  avatar: quoteAvatar,
};
export const quoteCreate = z
  .object({
    text: text('quote', 1000),
    name: text('name', 200),
    pages: quotePages.default([]),
    ...quoteFields,
  })
  .strict();
export type QuoteCreate = z.infer<typeof quoteCreate>;
export const quotePatch = z
  .object({
    updated_at: versionField,
    text: text('quote', 1000).optional(),
    name: text('name', 200).optional(),
    pages: quotePages.optional(),
    ...quoteFields,
  })
  .strict();
export type QuotePatch = z.infer<typeof quotePatch>;

export const adminQuotesQuery = z.object({
  q: adminSearch,
  page: pageKey('page').optional(),
  sort: z.enum(['name', 'updated'], { error: 'Sort by name or updated.' }).default('name'),
  dir: sortDir.default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminQuotesQuery = z.infer<typeof adminQuotesQuery>;
export const adminQuote = z.object({
  id: z.number(),
  text: z.string(),
  name: z.string(),
  source: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The pages it rotates on: where it appears. */
  pages: z.array(z.string()),
  updated_at: z.string(),
});
export const adminQuotesPage = z.object({ items: z.array(adminQuote), ...pageFields });
