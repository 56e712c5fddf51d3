// Accredited courses and the lookup tables the course finder filters by (SPEC §2 course finder).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, searchVector, updatedAt } from './columns.ts';
import { schools } from './organisations.ts';

/** degree / apprenticeship / training; `key` is the stable value forms and tabs use. */
export const programmeTypes = pgTable('programme_types', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull().unique(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** "Level 3" … "Level 7"; `level` sorts them numerically. */
export const programmeLevels = pgTable('programme_levels', {
  id: serial('id').primaryKey(),
  level: smallint('level').notNull().unique(),
  title: text('title').notNull().unique(),
});

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
});

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    /** Learning outcomes joined by ';' (SPEC §3). */
    criteria: text('criteria'),
    duration: text('duration'),
    /** Null means "use the provider's url" (course page Visit website). */
    url: text('url'),
    /** Badge design id at the credentialing platform (GET /api/badge/{id}). */
    badgeId: text('badge_id'),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    programmeTypeId: integer('programme_type_id').references(() => programmeTypes.id),
    programmeLevelId: integer('programme_level_id').references(() => programmeLevels.id),
    subjectId: integer('subject_id').references(() => subjects.id),
    locationId: integer('location_id').references(() => locations.id),
    /**
     * The day Tech Industry Gold accredited it: the register's date, named in the credentials
     * awarded for it (docs/decisions/0059). Courses listed before this column have their
     * listing date.
     */
    accreditedOn: date('accredited_on', { mode: 'string' }),
    /** Shown in the course finder; staff unlist a course instead of deleting what refers to it. */
    listed: boolean('listed').notNull().default(true),
    search: searchVector([{ name: 'title', weight: 'A' }]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_school_idx').on(t.schoolId),
    index('courses_programme_type_idx').on(t.programmeTypeId),
    index('courses_programme_level_idx').on(t.programmeLevelId),
    index('courses_subject_idx').on(t.subjectId),
    index('courses_location_idx').on(t.locationId),
    index('courses_title_idx').on(sql`lower(${t.title})`),
    index('courses_search_idx').using('gin', t.search),
  ],
);
