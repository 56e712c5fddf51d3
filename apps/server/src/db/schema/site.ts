// Editable site content served by GET /api/site/data and the marketing pages.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const ctas = pgTable(
  'ctas',
  {
    id: serial('id').primaryKey(),
    active: boolean('active').notNull().default(true),
    /** Where it shows, e.g. 'insights', 'dashboard', 'events'. */
    location: text('location').notNull(),
    heading: text('heading').notNull(),
    description: text('description'),
    /** A full http(s) link opens in the browser; otherwise an internal route. */
    url: text('url'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    /** The console's version stamp (decision 0061). */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ctas_location_idx')
      .on(t.location)
      .where(sql`${t.active}`),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    name: text('name').notNull(),
    source: text('source'),
    avatar: text('avatar'),
    /** Page keys the quote rotates on, e.g. {home,learners}; queried with `pages @> '{home}'`. */
    pages: text('pages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The console's version stamp (decision 0061). */
    updatedAt: updatedAt(),
  },
  (t) => [index('quotes_pages_idx').using('gin', t.pages)],
);
