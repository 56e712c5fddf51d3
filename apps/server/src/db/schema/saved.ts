// Members' favourites for the four kinds of SPEC §2. One polymorphic table: see
// docs/decisions/0004-saved-items-table.md for why (and what it costs: no FK to the item).
import { index, integer, pgEnum, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const savedKind = pgEnum('saved_kind', ['event', 'article', 'employer', 'school']);

export const savedItems = pgTable(
  'saved_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: savedKind('kind').notNull(),
    /** Id in events / insights / employers / schools according to kind. */
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The PK answers "my saved ids of each kind" and makes saving idempotent.
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    // Reverse lookups: cleaning up when an item is deleted, "saved by N members".
    index('saved_items_item_idx').on(t.kind, t.itemId),
  ],
);
