// The notification centre (/notifications): every notification the member was sent and still
// kept, read or unread, with its time; and the in-app and email switches beside it. "Read" is
// what the bell calls dismissed: the bell lists the unread ones (SPEC's "No current unread
// notifications"), so dismissing there and marking read here are one state.
import { z } from './zod.ts';
import { notificationSchema } from './user.ts';

export const NOTIFICATION_HISTORY_PAGE_SIZE = 20;
/** Read ones are deleted 14 months after reading (retention), so a history stays short. */
export const NOTIFICATION_HISTORY_MAX_OFFSET = 10_000;

export const notificationShowValues = ['all', 'unread'] as const;
export type NotificationShow = (typeof notificationShowValues)[number];

export const notificationHistoryQuery = z.object({
  show: z
    .enum(notificationShowValues, { error: 'Choose all or unread notifications.' })
    .default('all'),
  limit: z.coerce
    .number({ error: 'The limit must be a number.' })
    .int('The limit must be a whole number.')
    .min(1, 'The limit must be at least 1.')
    .max(50, 'The limit may not be greater than 50.')
    .default(NOTIFICATION_HISTORY_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'The offset must be a number.' })
    .int('The offset must be a whole number.')
    .min(0, 'The offset may not be negative.')
    .max(
      NOTIFICATION_HISTORY_MAX_OFFSET,
      `The offset may not be greater than ${NOTIFICATION_HISTORY_MAX_OFFSET}.`,
    )
    .default(0),
});
export type NotificationHistoryQuery = z.infer<typeof notificationHistoryQuery>;

export const historyNotificationSchema = notificationSchema.extend({
  /** When it was read (dismissed from the bell or marked read here); null while unread. */
  read_at: z.string().nullable(),
});
export type HistoryNotification = z.infer<typeof historyNotificationSchema>;

export const notificationHistorySchema = z.object({
  notifications: z.array(historyNotificationSchema),
  /** How many the current `show` lists in all, for paging. */
  total: z.number(),
  /** Unread ones, whatever `show` is. */
  unread: z.number(),
  limit: z.number(),
  offset: z.number(),
});
export type NotificationHistory = z.infer<typeof notificationHistorySchema>;
