// Data-protection rights requests received by email or post, as the console records and
// answers them (admins; decisions 0064, 0074). Paths are in api-routes.ts.
import { z } from '../zod.ts';
import { email } from '../fields.ts';
import {
  adminLimit,
  adminOffset,
  adminSearch,
  adminText,
  idParam,
  pageFields,
  person,
  versionField,
} from './common.ts';

export const rightsRequestKinds = ['access', 'erasure', 'rectification', 'objection'] as const;
export const rightsRequestChannels = ['email', 'post'] as const;
export const rightsRequestStatuses = ['open', 'done', 'refused'] as const;

/** The dashboard counts open requests due within this many days (and overdue ones). */
export const RIGHTS_DUE_SOON_DAYS = 7;

export const rightsMessages = {
  noMember: 'Match this request to a member account first.',
  closed: 'This request has been closed.',
  exportQueued: 'A copy of their data is being prepared. We email them a download link.',
  erased: 'The account has been erased.',
  receivedFuture: 'The date received cannot be in the future.',
  receivedOld: 'The date received cannot be more than a year ago.',
  notErasure: 'Only an erasure request can erase an account.',
  notAccess: 'Only an access request sends a copy of the data.',
  previewChanged:
    "The member's confirmed addresses changed since you looked. Check what will be removed again.",
} as const;

const isoDay = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${label} must be a date like 2027-03-31.`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `The ${label} is not a date.`);

export const rightsRequestsQuery = z.object({
  q: adminSearch,
  status: z.enum(rightsRequestStatuses, { error: 'Choose open, done or refused.' }).optional(),
  kind: z
    .enum(rightsRequestKinds, { error: 'Choose access, erasure, rectification or objection.' })
    .optional(),
  /** `soon`: open and due within 7 days or overdue (the dashboard's count). */
  due: z.enum(['soon'], { error: 'The due filter is soon.' }).optional(),
  limit: adminLimit,
  offset: adminOffset,
});
export type RightsRequestsQuery = z.infer<typeof rightsRequestsQuery>;

export const rightsRequestCreate = z
  .object({
    kind: z.enum(rightsRequestKinds, {
      error: 'Choose access, erasure, rectification or objection.',
    }),
    received_via: z.enum(rightsRequestChannels, { error: 'Choose email or post.' }),
    received_on: isoDay('date received'),
    requester_name: adminText('name', 200),
    requester_email: email('email address').optional().nullable(),
    /** The member account the request is about, when staff have matched it. */
    user_id: idParam('member').optional().nullable(),
    details: adminText('details', 5000).optional().nullable(),
  })
  .strict();
export type RightsRequestCreate = z.infer<typeof rightsRequestCreate>;

export const rightsRequestPatch = z
  .object({
    updated_at: versionField,
    status: z.enum(rightsRequestStatuses, { error: 'Choose open, done or refused.' }).optional(),
    outcome: adminText('outcome', 5000).optional().nullable(),
    user_id: idParam('member').optional().nullable(),
    details: adminText('details', 5000).optional().nullable(),
  })
  .strict();
export type RightsRequestPatch = z.infer<typeof rightsRequestPatch>;

export const rightsRequestItem = z.object({
  id: z.number(),
  kind: z.enum(rightsRequestKinds),
  received_via: z.enum(rightsRequestChannels),
  received_on: z.string(),
  due_on: z.string(),
  requester_name: z.string(),
  requester_email: z.string().nullable(),
  member: person.nullable(),
  status: z.enum(rightsRequestStatuses),
  created_at: z.string(),
  updated_at: z.string(),
});
export const rightsRequestsPage = z.object({ items: z.array(rightsRequestItem), ...pageFields });

export const rightsRequestDetail = rightsRequestItem.extend({
  details: z.string().nullable(),
  outcome: z.string().nullable(),
  created_by: person.nullable(),
  closed_at: z.string().nullable(),
});
export type RightsRequestDetail = z.infer<typeof rightsRequestDetail>;

export const rightsActionBody = z.object({ updated_at: versionField }).strict();
/** POST …/erase: with the proved addresses the preview showed, refused if they changed since. */
export const rightsEraseBody = z
  .object({
    updated_at: versionField,
    proved_addresses: z.array(z.string().max(320)).max(10).optional(),
  })
  .strict();

const provedBy = z.enum(['sign_in_email', 'contact_email']);

/**
 * GET …/erasure-preview: what erasing the matched member removes by address, and why each
 * record matched (which proved address), before the final step (decision 0074).
 */
export const erasurePreview = z.object({
  member: person,
  /** The addresses the member proved they control: the only ones that match anything. */
  addresses: z.array(z.object({ address: z.string(), proved_by: provedBy, proved_at: z.string() })),
  /** The account's addresses that match nothing, because they were never proved. */
  unproved: z.array(
    z.object({
      address: z.string(),
      role: z.enum(['sign_in_email', 'contact_email', 'pending_contact_email']),
    }),
  ),
  records: z.array(
    z.object({
      type: z.enum([
        'enquiry',
        'subscriber',
        'newsletter_copy',
        'mail',
        'outbox_mail',
        'rights_request',
      ]),
      /** Null for an email in the mail outbox (its id is the delivery job's, not a number). */
      id: z.number().nullable(),
      summary: z.string(),
      action: z.enum(['remove', 'anonymise']),
      matched_address: z.string(),
      proved_by: provedBy,
    }),
  ),
  /** What goes with the account itself (kept by account, not by address): counts. */
  account: z.array(z.object({ label: z.string(), count: z.number() })),
});
export type ErasurePreview = z.infer<typeof erasurePreview>;

export const rightsActionResponse = z.object({
  message: z.string(),
  request: rightsRequestDetail,
});
