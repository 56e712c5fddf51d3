// The mail outbox as the staff console reads it (admins): what is waiting, what failed and
// what was sent lately, by recipient and subject only. Bodies are never shown: they carry
// one-time links (password resets, confirmations) that staff must not be able to use.
import { z } from '../zod.ts';
import { adminLimit, adminOffset, adminSearch, pageFields } from './common.ts';

export const outboxStates = ['waiting', 'failed', 'sent'] as const;
export type OutboxState = (typeof outboxStates)[number];

/** Failed and sent mail stays listed this long, then leaves the outbox (decision 0082). */
export const OUTBOX_HISTORY_DAYS = 7;

export const outboxQuery = z.object({
  state: z
    .enum(outboxStates, { error: `Choose one of: ${outboxStates.join(', ')}.` })
    .default('failed'),
  /** Part of the recipient's address. */
  q: adminSearch,
  limit: adminLimit,
  offset: adminOffset,
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

export const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(outboxStates),
  /** Delivery attempts so far. */
  tries: z.number(),
  /** The last failure's message (trimmed), for failed or retrying mail. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxPage = z.object({ items: z.array(outboxMail), ...pageFields });
export type OutboxPage = z.infer<typeof outboxPage>;

export const outboxIdParams = z.object({
  id: z.uuid({ error: 'No such mail.' }),
});

export const outboxResendResponse = z.object({ message: z.string() });

export const outboxMessages = {
  resent: 'A new copy is in the outbox and will be sent within a minute.',
  notFailed: 'Only failed mail can be sent again.',
  alreadyResent: 'This email has already been sent again: look for its copy in the list.',
} as const;
