// Events and their venues. Field names follow the events platform the sync adapter reads
// (SPEC §3 Event); only status 'live' is shown to members.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EditorDocument } from '@techgold/contracts/editor';
import { createdAt, searchVector, updatedAt } from './columns.ts';

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    name: text('name'),
    region: text('region'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    country: text('country'),
    postcode: text('postcode'),
    /** Id at the events platform, so a sync updates rather than duplicates. */
    externalId: text('external_id'),
  },
  (t) => [uniqueIndex('venues_external_id_key').on(t.externalId)],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Free text, not an enum: the events platform has more states than we show ('live',
    // 'draft', 'started', 'ended', 'completed', 'cancelled'); the API filters on 'live'.
    status: text('status').notNull().default('draft'),
    // SQL names avoid the reserved word END; the TS names keep the SPEC's start/end.
    start: timestamp('starts_at', { withTimezone: true }).notNull(),
    end: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The IANA zone the times were set in (the console shows and edits them there). */
    timeZone: text('time_zone').notNull().default('Europe/London'),
    /** When members were told it went live: the notification fan-out runs once per event. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    imageUrl: text('image_url'),
    /** Ticket page (Book Tickets). */
    url: text('url'),
    /** Third-party HTML: sanitised before it is rendered (DESIGN §4). */
    descriptionHtml: text('description_html'),
    /**
     * The details as written in the staff console's block editor (checked and cleaned like an
     * insight's body). When set it is what members see, and description_html is null; events
     * written before it and the platform's keep their HTML.
     */
    details: jsonb('details').$type<EditorDocument>(),
    externalId: text('external_id'),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    search: searchVector([{ name: 'name', weight: 'A' }]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Upcoming list: status = 'live' and start in the future, soonest first.
    index('events_status_start_idx').on(t.status, t.start),
    index('events_start_idx').on(t.start),
    index('events_venue_idx').on(t.venueId),
    uniqueIndex('events_external_id_key').on(t.externalId),
    index('events_search_idx').using('gin', t.search),
    index('events_name_idx').on(sql`lower(${t.name})`),
    index('events_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
