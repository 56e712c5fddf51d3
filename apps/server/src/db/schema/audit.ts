// Append-only record of security-relevant and staff actions (who did what to which record).
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * Who acted. No foreign key: when the actor's account is erased the id stays, naming no
     * one any more, and the console shows "Erased member #id" (decision 0075).
     */
    actorUserId: integer('actor_user_id'),
    /** Dotted verb, e.g. 'user.login', 'insight.delete', 'enquiry.status'. */
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    /**
     * The changed fields as they were and became (staff console writes, decision 0061), after
     * redaction: never a password, hash, token or code (features/admin/audit/redact.ts).
     */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
