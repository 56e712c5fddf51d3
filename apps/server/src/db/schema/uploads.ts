// Files stored through the storage adapter (local folder or S3); the row is the metadata.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** Key inside the storage adapter, never a path the client chose. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    mime: text('mime').notNull(),
    /** Bytes; the library limit is 256 MiB, within integer range. */
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_key').on(t.storageKey),
    index('uploads_user_idx').on(t.userId),
    index('uploads_created_idx').on(t.createdAt),
  ],
);
