// Bulk actions of the staff console (decision 0094): a list of ids chosen in a console list,
// one action, and an answer that says what was done and what was refused and why. Each item
// is applied in its own transaction and audited like a single change, so one refused row
// never undoes the others.
import { z } from '../zod.ts';
import { idParam } from './common.ts';
import { credentialRevoke } from './credentials.ts';
import { unpublishBody } from './insights.ts';
import { approveBody, rejectBody } from './reviews.ts';

/** At most this many rows in one bulk action (four pages of the console's lists). */
export const BULK_MAX = 100;

export const bulkMessages = {
  none: 'Choose at least one row.',
  tooMany: `Choose ${BULK_MAX} rows or fewer at a time.`,
  repeated: 'Choose each row once.',
} as const;

/** The rows chosen: whole positive ids, each once, 1 to BULK_MAX of them. */
export const bulkIds = z
  .array(z.number({ error: bulkMessages.none }).int(bulkMessages.none).min(1).max(2_147_483_647), {
    error: bulkMessages.none,
  })
  .min(1, bulkMessages.none)
  .max(BULK_MAX, bulkMessages.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, bulkMessages.repeated);

export const bulkBody = z.object({ ids: bulkIds }).strict();
export type BulkBody = z.output<typeof bulkBody>;

// Each bulk body takes its fields from the single-row action's own schema: the same words and
// limits whether one row is changed or many.

/** Approve several sign-ups onto one learning provider's course. */
export const bulkApproveBody = z
  .object({
    ids: bulkIds,
    school_id: approveBody.shape.school_id,
    course_id: approveBody.shape.course_id,
  })
  .strict();
/** Reject several sign-ups with one reason (emailed to each). */
export const bulkRejectBody = z.object({ ids: bulkIds, reason: rejectBody.shape.reason }).strict();
/** Assign several enquiries to one member of staff, or to nobody (null). */
export const bulkAssignBody = z
  .object({ ids: bulkIds, assignee_id: idParam('assignee').nullable() })
  .strict();
/** Unpublish several insights with one reason (emailed to each author). */
export const bulkUnpublishBody = z
  .object({ ids: bulkIds, reason: unpublishBody.shape.reason })
  .strict();
/** Revoke several credentials with one reason. */
export const bulkRevokeBody = z
  .object({ ids: bulkIds, reason: credentialRevoke.shape.reason })
  .strict();

/**
 * What a bulk action did: the ids done, and each refused id with its reason in words that
 * follow "was" ("already approved", "not found"), so the console can say "Sam Lee was
 * already approved."
 */
export const bulkResult = z.object({
  done: z.array(z.number()),
  refused: z.array(z.object({ id: z.number(), reason: z.string() })),
});
export type BulkResult = z.output<typeof bulkResult>;

/** The refusal reasons, one place (server and console tests read them). */
export const bulkReasons = {
  notFound: 'not found',
  approved: 'already approved',
  rejected: 'already rejected',
  closed: 'already closed',
  assigned: 'already assigned to them',
  unassigned: 'already unassigned',
  notPublished: 'not published',
  revoked: 'already revoked',
  unsubscribed: 'already unsubscribed',
} as const;
