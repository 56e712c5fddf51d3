// Employers and learning providers as the console keeps them (admins): their details, tags,
// whether they are listed (decision 0063), and their sign-up domains.
import { z } from '../zod.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  idParam,
  optionalText,
  pageFields,
  adminText as text,
  versionField,
  website,
} from './common.ts';

export const organisationKinds = ['school', 'employer'] as const;
export type OrganisationKind = (typeof organisationKinds)[number];

export const organisationsQuery = z.object({
  kind: z.enum(organisationKinds, { error: 'Choose school or employer.' }).default('school'),
  q: adminSearch,
  /** true: listed ones only; false: hidden ones only (decision 0063); absent: both. */
  listed: z
    .enum(['true', 'false'], { error: 'Choose true (listed) or false (hidden).' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  sort: z.enum(['title', 'members'], { error: 'Sort by title or members.' }).default('title'),
  dir: z.enum(['asc', 'desc'], { error: 'The direction is asc or desc.' }).default('asc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type OrganisationsQuery = z.infer<typeof organisationsQuery>;

export const organisationListItem = z.object({
  kind: z.enum(organisationKinds),
  id: z.number(),
  title: z.string(),
  domains: z.array(z.string()),
  members: z.number(),
  /** Shown in directories, search and the course finder; false when staff hid it (0063). */
  listed: z.boolean(),
  updated_at: z.string(),
});
export const organisationsPage = z.object({ items: z.array(organisationListItem), ...pageFields });

export const signupDomain = z.object({ id: z.number(), domain: z.string() });

export const organisationDetail = organisationListItem.extend({
  domains: z.array(z.string()),
  domain_list: z.array(signupDomain),
  url: z.string().nullable(),
  logo_url: z.string().nullable(),
  address_state: z.string().nullable(),
  profile: z.string().nullable(),
  /** Courses of a learning provider; 0 for an employer. */
  courses: z.number(),
  /** An employer's tags (industry, topic); always empty for a learning provider. */
  tags: z.array(z.object({ id: z.number(), title: z.string(), type: z.number() })),
});

export const MAX_ORGANISATION_TAGS = 30;
export const organisationTagsBody = z.object({
  tag_ids: z
    .array(idParam('tag'), { error: 'Choose the tags from the list.' })
    .max(MAX_ORGANISATION_TAGS, `Choose at most ${MAX_ORGANISATION_TAGS} tags.`)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});

/** A real domain's shape: labels of letters, digits and inner hyphens, a letter suffix. */
export const DOMAIN_PATTERN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const domainBody = z.object({
  domain: z
    .string({ error: 'Enter a domain such as example.ac.uk.' })
    .trim()
    .toLowerCase()
    .max(253, 'The domain may not be longer than 253 characters.')
    .regex(DOMAIN_PATTERN, 'Enter a domain such as example.ac.uk (no @, spaces or https://).'),
});

export const domainMessages = {
  open: 'Webmail and disposable email domains cannot be sign-up domains: anyone can get an address there.',
  taken: 'This domain is already a sign-up domain of an organisation.',
} as const;

/** A logo uploaded through the image pipeline (POST /api/upload/image answers its url). */
export const logo = z
  .string({ error: 'The logo must be an uploaded image.' })
  .max(200, 'The logo must be an uploaded image.')
  .regex(
    /^\/media\/uploads\/[A-Za-z0-9_-]{8,100}\.[a-z0-9]{2,5}$/,
    'The logo must be an uploaded image.',
  )
  .nullable()
  .optional();

const organisationFields = {
  /** false hides the organisation from every public and member list (decision 0063). */
  listed: z.boolean({ error: 'Choose listed (true) or hidden (false).' }).optional(),
  url: website,
  logo_url: logo,
  address_state: optionalText('region', 100),
  profile: optionalText('profile', 20_000),
};

export const organisationCreate = z
  .object({
    kind: z.enum(organisationKinds, { error: 'Choose school or employer.' }),
    title: text('title', 200),
    ...organisationFields,
  })
  .strict();
export type OrganisationCreate = z.infer<typeof organisationCreate>;

export const organisationPatch = z
  .object({ updated_at: versionField, title: text('title', 200).optional(), ...organisationFields })
  .strict();
export type OrganisationPatch = z.infer<typeof organisationPatch>;

export const organisationMessages = {
  titleTaken: 'Another organisation of this kind already has this title.',
} as const;
