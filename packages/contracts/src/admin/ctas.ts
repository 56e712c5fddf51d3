// Calls to action as the console keeps them (editors and admins), by the page they show on.
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
  yesNo,
} from './common.ts';

/** A full http(s) link (opens in the browser) or a path on this site such as /courses. */
const ctaUrl = z
  .string({ error: 'The link must be text.' })
  .trim()
  .max(500, 'The link may not be longer than 500 characters.')
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) || /^\/(?!\/)[^\s\\]*$/.test(v),
    'Enter a link starting with https:// or a path on this site starting with /.',
  )
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

const ctaFields = {
  active: z.boolean({ error: 'Choose active or not.' }).optional(),
  description: optionalText('description', 1000),
  url: ctaUrl,
};
export const ctaCreate = z
  .object({ location: pageKey('location'), heading: text('heading', 200), ...ctaFields })
  .strict();
export type CtaCreate = z.infer<typeof ctaCreate>;
export const ctaPatch = z
  .object({
    updated_at: versionField,
    location: pageKey('location').optional(),
    heading: text('heading', 200).optional(),
    ...ctaFields,
  })
  .strict();
export type CtaPatch = z.infer<typeof ctaPatch>;

export const adminCtasQuery = z.object({
  q: adminSearch,
  location: pageKey('location').optional(),
  active: yesNo('active'),
  sort: z
    .enum(['heading', 'location', 'updated'], { error: 'Sort by heading, location or updated.' })
    .default('location'),
  dir: sortDir.default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AdminCtasQuery = z.infer<typeof adminCtasQuery>;
export const adminCta = z.object({
  id: z.number(),
  active: z.boolean(),
  location: z.string(),
  heading: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  updated_at: z.string(),
});
export const adminCtasPage = z.object({ items: z.array(adminCta), ...pageFields });
