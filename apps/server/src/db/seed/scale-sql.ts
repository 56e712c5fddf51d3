// The INSERT … SELECT statements behind seedScale. Each step generates rows for a range of
// generate_series values (chunked by the caller). Related rows are picked by joining on
// row_number() modulo a count, an equi-join PostgreSQL runs as a hash join however large.
import { sql, type SQL } from 'drizzle-orm';
import { FIRST_NAMES, LAST_NAMES } from './data/people.ts';
import { UK_REGIONS } from './data/regions.ts';
import { TOPIC_TAGS } from './data/tags.ts';

export interface ScaleBase {
  userId: number;
  employerId: number;
  insightId: number;
  eventId: number;
  /** SEED_NOW as ISO text; generated dates count back from it. */
  now: string;
  /** eventsAnchor of the seeding day, as ISO text: events start around it. */
  eventsNow: string;
  passwordHash: string;
}

export interface ScaleStep {
  label: string;
  rows: number;
  /** Statement for series values from..to (inclusive). */
  sql: (from: number, to: number) => SQL;
  /** Run once after all chunks (link tables). */
  after?: SQL[];
}

/** A literal text[] from static seed data (quotes doubled), inlined rather than bound. */
function textArray(values: readonly string[]): SQL {
  return sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
}

/** Numbered rows of a table ("rn" from 0), for modulo picks. */
const numbered = (from: string) =>
  sql.raw(`(select id, row_number() over (order by id) - 1 as rn from ${from})`);

export function scaleStatements(base: ScaleBase, n: number): ScaleStep[] {
  const now = sql`${base.now}::timestamptz`;
  const eventsNow = sql`${base.eventsNow}::timestamptz`;
  return [
    {
      label: 'employers',
      rows: n * 400,
      sql: (from, to) => sql`
        insert into employers (title, url, ts_uuid, address_state, profile, logo_url, created_at, updated_at)
        select 'Scale Employer ' || k, 'https://www.scale-employer-' || k || '.test', md5('employer' || k)::uuid,
          (${textArray(UK_REGIONS)})[1 + g % ${UK_REGIONS.length}],
          'Scale Employer ' || k || ' is a generated employer used for benchmarks.',
          '/media/logos/' || md5('employer' || k)::uuid || '.svg',
          ${now} - g * interval '1 minute', ${now} - g * interval '1 minute'
        from generate_series(${from}::int, ${to}::int) g, lateral (select ${base.employerId}::int + 1 + g as k) x`,
      after: [
        sql`insert into employer_domains (employer_id, domain)
          select id, lower(replace(title, ' ', '-')) || '.test' from employers where id > ${base.employerId}`,
        sql`insert into employer_tags (employer_id, tag_id)
          select e.id, t.id from employers e
          join ${numbered('tags where type = 1')} t on t.rn = e.id % (select count(*) from tags where type = 1)
          where e.id > ${base.employerId}`,
      ],
    },
    {
      label: 'courses',
      rows: n * 100,
      sql: (from, to) => sql`
        with s as ${numbered('schools')},
          sc as (select count(*) as c from schools),
          lk as (select (select array_agg(id order by id) from programme_types) as pt,
                        (select array_agg(id order by id) from programme_levels) as pl,
                        (select array_agg(id order by id) from subjects) as sb,
                        (select array_agg(id order by id) from locations) as lc)
        insert into courses (title, description, criteria, duration, url, badge_id, school_id,
          programme_type_id, programme_level_id, subject_id, location_id, created_at, updated_at)
        select 'Scale Course ' || g, 'A generated course used for benchmarks.',
          'Outcome one;Outcome two;Outcome three;Outcome four', '12 weeks',
          case when g % 5 = 0 then null else 'https://example.org/courses/scale-' || g end,
          md5('course' || g), s.id,
          lk.pt[1 + g % cardinality(lk.pt)], lk.pl[1 + g % cardinality(lk.pl)],
          lk.sb[1 + g % cardinality(lk.sb)], lk.lc[1 + g % cardinality(lk.lc)],
          ${now} - g * interval '1 minute', ${now} - g * interval '1 minute'
        from generate_series(${from}::int, ${to}::int) g cross join sc cross join lk
        join s on s.rn = g % sc.c`,
    },
    {
      label: 'users',
      rows: n * 1000,
      // Three in four are learners at a school; one in four works at a (demo or scale) employer.
      sql: (from, to) => sql`
        with s as ${numbered('schools')},
          e as ${numbered('employers')},
          sc as (select count(*) as c from schools),
          ec as (select count(*) as c from employers)
        insert into users (first_name, last_name, email, user_type_id, school_id, employer_id, job_title,
          start_year, status, password_hash, email_confirmed_at, alerts_preference, marketing_preference,
          can_write_articles, created_at, updated_at)
        select (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}],
          (${textArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
          'scale-user-' || (${base.userId}::int + 1 + g) || '@scale.test',
          case when g % 4 = 0 then 2 else 1 end,
          case when g % 4 = 0 then null else s.id end,
          case when g % 4 = 0 then e.id end,
          case when g % 4 = 0 then 'Engineer' end,
          case when g % 4 = 0 then null else 2020 + g % 6 end,
          'active', ${base.passwordHash}, ${now} - g * interval '1 minute', g % 2 = 0, g % 3 = 0, g % 50 = 0,
          ${now} - g * interval '1 minute', ${now} - g * interval '1 minute'
        from generate_series(${from}::int, ${to}::int) g cross join sc cross join ec
        join s on s.rn = g % sc.c
        join e on e.rn = g % ec.c`,
    },
    {
      label: 'insights',
      rows: n * 1000,
      // Written by everyone allowed to write (demo authors and 1 in 50 scale users); same
      // visibility mix as the demo: 3 in 5 public, 1 in 5 members only, 1 in 5 not live.
      sql: (from, to) => sql`
        with a as ${numbered('users where can_write_articles')},
          ac as (select count(*) as c from users where can_write_articles)
        insert into insights (title, subtitle, body, url, live, public, edit_key_hash, user_id, created_at, updated_at)
        select 'Scale insight ' || k || ': ' || (${textArray(TOPIC_TAGS)})[1 + g % ${TOPIC_TAGS.length}],
          'Generated article ' || k,
          jsonb_build_object('time', 0, 'version', '2.31.0', 'blocks', jsonb_build_array(
            jsonb_build_object('id', 'h' || k, 'type', 'header', 'data', jsonb_build_object('text', 'Overview', 'level', 2)),
            jsonb_build_object('id', 'p' || k, 'type', 'paragraph',
              'data', jsonb_build_object('text', 'Generated paragraph for benchmark insight ' || k || '.')))),
          'scale-insight-' || k, g % 5 <> 4, g % 5 <= 2,
          encode(sha256(convert_to(random()::text || k, 'UTF8')), 'hex'),
          a.id, ${now} - g * interval '1 minute', ${now} - g * interval '1 minute'
        from generate_series(${from}::int, ${to}::int) g cross join ac
        join a on a.rn = g % ac.c,
        lateral (select ${base.insightId}::int + 1 + g as k) x`,
      after: [
        sql`insert into insight_tags (insight_id, tag_id)
          select i.id, t.id from insights i
          join ${numbered('tags where news_category is not null')} t
            on t.rn = i.id % (select count(*) from tags where news_category is not null)
          where i.id > ${base.insightId}
          union all
          select i.id, t.id from insights i
          join ${numbered('tags where type = 1')} t on t.rn = i.id % (select count(*) from tags where type = 1)
          where i.id > ${base.insightId}`,
      ],
    },
    {
      label: 'events',
      rows: n * 100,
      // Spread from a year before the seeding day to two years after, four start times a
      // day; two in three live (the rest draft, cancelled or completed), at the demo venues.
      sql: (from, to) => sql`
        with v as ${numbered('venues')},
          vc as (select count(*) as c from venues)
        insert into events (name, status, starts_at, ends_at, image_url, url, description_html,
          external_id, venue_id, created_at, updated_at)
        select 'Scale event ' || k || ': ' || (${textArray(TOPIC_TAGS)})[1 + g % ${TOPIC_TAGS.length}],
          case when g % 3 = 2 then (array['draft', 'cancelled', 'completed'])[1 + (g / 3) % 3] else 'live' end,
          st.s, st.s + interval '2 hours',
          '/media/events/event-' || (1 + g % 6) || '.svg',
          'https://tickets.example.org/e/scale-event-' || k,
          '<p>Generated event ' || k || ' for benchmarks.</p><script>alert(1)</script>',
          'scale-evt-' || k, v.id, ${now}, ${now}
        from generate_series(${from}::int, ${to}::int) g cross join vc
        join v on v.rn = g % vc.c,
        lateral (select ${base.eventId}::int + 1 + g as k) x,
        lateral (select ${eventsNow} + ((g * 7) % 1095 - 365) * interval '1 day'
          + (g % 4) * interval '3 hours' as s) st`,
    },
    {
      label: 'saved items',
      rows: n * 10_000,
      // Ten per new user, cycling through the kinds; within a user the offsets differ, so the
      // primary key (user, kind, item) never collides while each kind has more than 8 items.
      sql: (from, to) => sql`
        with items as (
            select 'article'::saved_kind as kind, id, row_number() over (order by id) - 1 as rn from insights where live
            union all select 'event', id, row_number() over (order by id) - 1 from events where status = 'live'
            union all select 'employer', id, row_number() over (order by id) - 1 from employers
            union all select 'school', id, row_number() over (order by id) - 1 from schools),
          counts as (select kind, count(*) as c from items group by kind),
          su as ${numbered(`users where id > ${Number(base.userId)}`)},
          gen as (select g, g / 10 as u, g % 10 as j,
                    (array['article', 'event', 'employer', 'school']::saved_kind[])[1 + (g % 10) % 4] as kind
                  from generate_series(${from}::int, ${to}::int) g)
        insert into saved_items (user_id, kind, item_id, created_at)
        select su.id, gen.kind, items.id, ${now} - gen.g * interval '1 second'
        from gen join su on su.rn = gen.u
        join counts on counts.kind = gen.kind
        join items on items.kind = gen.kind and items.rn = (gen.u * 7 + gen.j) % counts.c`,
    },
  ];
}
