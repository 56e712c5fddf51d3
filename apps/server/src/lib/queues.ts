// Job queues one feature sends to and another consumes, named once so neither imports the
// other (decision 0034). Payloads are ids only: a consumer reads the row as it is when it runs.

/** Sent in the transaction that turns an insight live; the notifications fan-out consumes it. */
export const INSIGHT_PUBLISHED_QUEUE = 'insight-published';
export interface InsightPublishedJob {
  insightId: number;
}

/** Sent when an event's status becomes live (the events sync or staff tools); same consumer. */
export const EVENT_PUBLISHED_QUEUE = 'event-published';
export interface EventPublishedJob {
  eventId: number;
}

/** Emails a set-password link to an active account (auth consumes; the staff console sends). */
export const PASSWORD_RESET_QUEUE = 'password-reset';
export interface PasswordResetJob {
  email: string;
}
