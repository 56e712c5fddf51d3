// In-app notifications ("New {type} published") and per-member preferences by type.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const notificationTypes = pgTable('notification_types', {
  id: serial('id').primaryKey(),
  /** Reads well in "New {title} published" and in the preference row "New {title}". */
  title: text('title').notNull().unique(),
  icon: text('icon'),
  /** Preference a member has until they change it. */
  activeByDefault: boolean('active_by_default').notNull().default(true),
  /**
   * 'published' types announce new content ("New {title} published") and members choose
   * them; a 'notice' (the funding reminder) is about the member's own account: its
   * notification's title is the whole message and it is not a preference.
   */
  kind: text('kind', { enum: ['published', 'notice'] })
    .notNull()
    .default('published'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationTypeId: integer('notification_type_id')
      .notNull()
      .references(() => notificationTypes.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_preferences_user_type_key').on(t.userId, t.notificationTypeId),
    // Fan-out: who wants this type.
    index('notification_preferences_type_idx')
      .on(t.notificationTypeId)
      .where(sql`${t.active}`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationTypeId: integer('notification_type_id')
      .notNull()
      .references(() => notificationTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** External when it contains http, else an in-app route (SPEC §2). */
    url: text('url'),
    /** The insight or event this announces: at most one notification per member and item. */
    itemId: integer('item_id'),
    /** Set when the weekly email digest included it; each is emailed at most once. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Dismissed ones are kept (audit, retention job) but never listed. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.dismissedAt} is null`),
    index('notifications_type_idx').on(t.notificationTypeId),
    // The fan-out's "exactly once per item and member", however often its job runs.
    uniqueIndex('notifications_user_type_item_key')
      .on(t.userId, t.notificationTypeId, t.itemId)
      .where(sql`${t.itemId} is not null`),
    index('notifications_created_idx').on(t.createdAt),
    // The notification centre's history, read and unread, newest first.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);
