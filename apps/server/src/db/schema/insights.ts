// Insights (news articles) written by permitted members; body is the Editor.js document (SPEC §3).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, searchVector, updatedAt } from './columns.ts';
import { tags } from './tags.ts';
import { users } from './users.ts';

/** The stored Editor.js document; block data is validated by the contracts' block schemas on save. */
export interface EditorDocument {
  time?: number;
  blocks: Array<{
    id?: string;
    type: string;
    data: Record<string, unknown>;
    tunes?: Record<string, unknown>;
  }>;
  version?: string;
}

export const insights = pgTable(
  'insights',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    body: jsonb('body').$type<EditorDocument>().notNull(),
    /** Slug used in /news/{id}/{title}; unique so it can identify the article on its own. */
    url: text('url').notNull(),
    live: boolean('live').notNull().default(false),
    /** Visible to anonymous visitors (news pages) when also live. */
    public: boolean('public').notNull().default(false),
    /** Staff featured it on the home page (decision 0066); null: not featured. */
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    /** The edit key is a capability that rotates on each save: only its SHA-256 is kept. */
    editKeyHash: text('edit_key_hash').notNull(),
    /** A full link, a storage path, or null for the default thumbnail. */
    thumbnail: text('thumbnail'),
    // Authors' articles outlive nothing silently: deleting an author must reassign them first.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    search: searchVector([
      { name: 'title', weight: 'A' },
      { name: 'subtitle', weight: 'B' },
    ]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('insights_url_key').on(t.url),
    // My insights: an author's own, newest first.
    index('insights_user_created_idx').on(t.userId, t.createdAt),
    // Member list (live) and public news (live and public), newest first, as partial indexes
    // so each list is an index scan however many drafts exist. Ascending on purpose: drizzle
    // emits DESC as "DESC NULLS LAST", which a plain ORDER BY … DESC cannot use; a backward
    // scan of an ascending index can.
    index('insights_live_created_idx')
      .on(t.createdAt)
      .where(sql`${t.live}`),
    index('insights_public_created_idx')
      .on(t.createdAt)
      .where(sql`${t.live} and ${t.public}`),
    index('insights_search_idx').using('gin', t.search),
    // "Title contains" (member list q, platform search): trigrams serve ILIKE '%…%' from
    // three characters, the platform search's threshold (docs/decisions/0037).
    index('insights_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const insightTags = pgTable(
  'insight_tags',
  {
    insightId: integer('insight_id')
      .notNull()
      .references(() => insights.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.insightId, t.tagId] }),
    index('insight_tags_tag_idx').on(t.tagId, t.insightId),
  ],
);
