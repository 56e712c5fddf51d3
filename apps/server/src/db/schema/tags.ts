// Tags classify employers and insights. Type 1 = industry, type 2 = topic or technology (SPEC §3).
import { sql } from 'drizzle-orm';
import {
  check,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** The three news rows (/news/{tag_name}); each is a type-2 tag with a fixed ts_uuid. */
export const newsCategory = pgEnum('news_category', ['community', 'insights', 'impact']);

export const TAG_TYPE_INDUSTRY = 1;
export const TAG_TYPE_TOPIC = 2;

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    type: smallint('type').notNull(),
    tsUuid: uuid('ts_uuid').notNull(),
    newsCategory: newsCategory('news_category'),
    /** The console's version stamp (decision 0061): edits send it back and are refused when stale. */
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tags_type_check', sql`${t.type} in (1, 2)`),
    uniqueIndex('tags_ts_uuid_key').on(t.tsUuid),
    // At most one tag per news category (NULLs stay distinct, so ordinary tags are unaffected).
    uniqueIndex('tags_news_category_key').on(t.newsCategory),
    uniqueIndex('tags_type_title_key').on(t.type, t.title),
  ],
);
