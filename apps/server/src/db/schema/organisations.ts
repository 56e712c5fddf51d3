// Employers and schools (learning providers), and the e-mail domains that let people sign up
// as one of them. Matching is by domain or any subdomain of it, so domains are rows, not a list.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, searchVector, updatedAt } from './columns.ts';
import { tags } from './tags.ts';

// Both organisation kinds carry the same public fields (SPEC §3).
const organisationColumns = () => ({
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  url: text('url'),
  /** Logo key at the credentialing platform; the logo path is built from it. */
  tsUuid: uuid('ts_uuid').notNull(),
  addressState: text('address_state'),
  profile: text('profile'),
  logoUrl: text('logo_url'),
  /**
   * Shown in the directories, search, the course finder and the sitemap (decision 0063). A
   * hidden organisation keeps its members, domains and courses, but no list or page shows it.
   */
  listed: boolean('listed').notNull().default(true),
  search: searchVector([{ name: 'title', weight: 'A' }]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const employers = pgTable('employers', organisationColumns(), (t) => [
  uniqueIndex('employers_ts_uuid_key').on(t.tsUuid),
  index('employers_title_idx').on(sql`lower(${t.title})`),
  index('employers_state_idx').on(t.addressState),
  index('employers_search_idx').using('gin', t.search),
  index('employers_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
]);

export const schools = pgTable('schools', organisationColumns(), (t) => [
  uniqueIndex('schools_ts_uuid_key').on(t.tsUuid),
  index('schools_title_idx').on(sql`lower(${t.title})`),
  index('schools_state_idx').on(t.addressState),
  index('schools_search_idx').using('gin', t.search),
  index('schools_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
]);

// Stored lower-case (checked) so the unique index is also the lookup index; a sign-up address
// a.b@dept.example.test is matched by trying dept.example.test, then example.test.
export const employerDomains = pgTable(
  'employer_domains',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
  },
  (t) => [
    uniqueIndex('employer_domains_domain_key').on(t.domain),
    index('employer_domains_employer_idx').on(t.employerId),
    check('employer_domains_lower_check', sql`${t.domain} = lower(${t.domain})`),
  ],
);

export const schoolDomains = pgTable(
  'school_domains',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
  },
  (t) => [
    uniqueIndex('school_domains_domain_key').on(t.domain),
    index('school_domains_school_idx').on(t.schoolId),
    check('school_domains_lower_check', sql`${t.domain} = lower(${t.domain})`),
  ],
);

export const employerTags = pgTable(
  'employer_tags',
  {
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  // The PK serves "tags of an employer"; the reverse index serves tag filters.
  (t) => [
    primaryKey({ columns: [t.employerId, t.tagId] }),
    index('employer_tags_tag_idx').on(t.tagId, t.employerId),
  ],
);
