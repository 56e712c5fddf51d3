// The audit log as the console reads, filters and downloads it (admins; decisions 0061, 0085).
import { z } from '../zod.ts';
import { AUDIT_RECORD_KINDS } from '../audit-actions.ts';
import { adminLimit, adminOffset, adminSearch, optionalId, pageFields, person } from './common.ts';

export const isoDate = (label: string) =>
  z
    .string({ error: `The ${label} must be a date.` })
    .max(40, `The ${label} is not a date.`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `The ${label} is not a date.`)
    .transform((v) => new Date(v));

/** What an audit row can be about: part 1's records, then the content of part 2 (0066). */
export const auditTargetTypes = [
  'user',
  'enquiry',
  'school',
  'employer',
  'course',
  'event',
  'subscriber',
  'insight',
  'rights_request',
  'tag',
  'cta',
  'quote',
  'credential',
  'mail',
  'newsletter',
  'backup',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];
// Every kind of record has its words in the one audit table, and nothing else does.
AUDIT_RECORD_KINDS satisfies Record<AuditTargetType, string>;
auditTargetTypes satisfies readonly (keyof typeof AUDIT_RECORD_KINDS)[];

export const auditQuery = z.object({
  /** Text in the record's id or in the fields before and after (an email, a title). */
  q: adminSearch,
  actor_id: optionalId('person'),
  kind: z
    .string()
    .trim()
    .max(60, 'The kind may not be longer than 60 characters.')
    .regex(/^[a-z_.]*$/, 'The kind is a dotted name such as member.update.')
    .optional()
    .transform((v) => (v ? v : undefined)),
  target_type: z
    .enum(auditTargetTypes, { error: `Choose one of: ${auditTargetTypes.join(', ')}.` })
    .optional(),
  target_id: z.string().max(20).regex(/^\d*$/, 'The target must be an id.').optional(),
  from: isoDate('start date').optional(),
  // A day on its own ("2026-11-26", as a date field sends it) includes the whole of that day.
  to: z
    .string({ error: 'The end date must be a date.' })
    .max(40, 'The end date is not a date.')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'The end date is not a date.')
    .transform((v) =>
      /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(Date.parse(v) + 86_399_999) : new Date(v),
    )
    .optional(),
  /** Only by time: an audit log is read as a timeline. */
  sort: z.enum(['when'], { error: 'Sort by when.' }).default('when'),
  dir: z.enum(['asc', 'desc'], { error: 'The direction is asc or desc.' }).default('desc'),
  limit: adminLimit,
  offset: adminOffset,
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number(),
  actor: person.nullable(),
  /** "The system", the person's name, or "Erased member #id" when their account is gone
   * (decision 0075: pseudonymised). */
  actor_name: z.string(),
  /** A dotted kind (audit-actions.ts names each). */
  kind: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** The record's name or title now; "Erased member #id"; null when it no longer exists. */
  target_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export const auditPage = z.object({ items: z.array(auditEntry), ...pageFields });
