// The demo dataset's fixed facts (other suites and journeys rely on them) and the scale
// generator's row counts, on a fresh in-memory PGlite migrated like production.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { migrationsFolder } from '../migrate.ts';
import * as schema from '../schema/index.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, SEED_NOW, eventsAnchor, seedDemo } from './demo.ts';
import { insightArtPaths } from '../../features/media/insight-art.ts';
import { INSIGHT_COUNT } from './demo-content.ts';
import { isDatabaseEmpty } from './is-empty.ts';
import { seedScale } from './scale.ts';

let client: PGlite;
let db: Db;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function count(table: string, where = 'true'): Promise<number> {
  const [r] = await rows<{ n: number }>(
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return r!.n;
}

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: migrationsFolder() });
  expect(await isDatabaseEmpty(db)).toBe(true);
  await seedDemo(db);
}, 60_000);

afterAll(async () => {
  await client?.close();
});

describe('seedDemo', () => {
  it('meets the minimum counts', async () => {
    expect(await count('schools')).toBeGreaterThanOrEqual(40);
    expect(await count('courses')).toBeGreaterThanOrEqual(100);
    expect(await count('employers')).toBeGreaterThanOrEqual(400);
    expect(await count('insights')).toBeGreaterThanOrEqual(60);
    expect(await count('events')).toBeGreaterThanOrEqual(20);
    expect(await count('tags', 'type = 1')).toBeGreaterThanOrEqual(10);
    expect(await count('tags', 'type = 2 and news_category is null')).toBeGreaterThanOrEqual(15);
    expect(await count('locations')).toBeGreaterThanOrEqual(6);
    expect(await count('subjects')).toBeGreaterThanOrEqual(8);
    expect(await count('genders')).toBe(5);
    expect(await count('ethnicities')).toBeGreaterThanOrEqual(18);
    expect(await count('notification_types')).toBeGreaterThanOrEqual(4);
    expect(await count('ctas')).toBeGreaterThanOrEqual(3);
    expect(await count('quotes')).toBeGreaterThanOrEqual(4);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('has the fixed organisations and sign-up domains, and nothing for gmail.com', async () => {
    const [nb] = await rows<{ title: string }>(
      sql`select s.title from school_domains d join schools s on s.id = d.school_id where d.domain = 'northbridge-university.test'`,
    );
    expect(nb?.title).toBe('Northbridge University');
    const [hs] = await rows<{ title: string }>(
      sql`select e.title from employer_domains d join employers e on e.id = d.employer_id where d.domain = 'harbour-systems.test'`,
    );
    expect(hs?.title).toBe('Harbour Systems');
    for (const table of ['school_domains', 'employer_domains']) {
      expect(
        await count(
          table,
          `domain = 'gmail.com' or domain like '%.gmail.com' or domain not like '%.test'`,
        ),
      ).toBe(0);
    }
    // Every provider has a logo and a profile; employers carry 1–3 industry tags each.
    expect(
      await count('schools', 'logo_url is null or profile is null or address_state is null'),
    ).toBe(0);
    const tagCounts = await rows<{ n: number }>(sql`
      select count(t.id)::int as n from employers e
      left join employer_tags et on et.employer_id = e.id left join tags t on t.id = et.tag_id and t.type = 1
      group by e.id`);
    expect(tagCounts.every((r) => r.n >= 1 && r.n <= 3)).toBe(true);
    expect(
      await count('employer_tags et join tags t on t.id = et.tag_id', 't.type = 2'),
    ).toBeGreaterThan(0);
  });

  it('creates the five demo accounts with the demo password', async () => {
    const users = await rows<Record<string, unknown>>(sql`
      select u.*, s.title as school, e.title as employer, c.school_id as course_school_id
      from users u left join schools s on s.id = u.school_id left join employers e on e.id = u.employer_id
      left join courses c on c.id = u.course_id
      where u.email in (${DEMO_EMAILS.learner}, ${DEMO_EMAILS.employee}, ${DEMO_EMAILS.author}, ${DEMO_EMAILS.admin}, ${DEMO_EMAILS.editor})`);
    const by = (email: string) => users.find((u) => u.email === email)!;
    expect(users).toHaveLength(5);
    for (const u of users) {
      expect(u.status).toBe('active');
      expect(u.email_confirmed_at).not.toBeNull();
    }
    expect(await verify(by(DEMO_EMAILS.learner).password_hash as string, DEMO_PASSWORD)).toBe(true);
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);

    const learner = by(DEMO_EMAILS.learner);
    expect([learner.first_name, learner.last_name, learner.user_type_id]).toEqual([
      'Ada',
      'Learner',
      1,
    ]);
    expect(learner.school).toBe('Northbridge University');
    expect(learner.course_school_id).toBe(learner.school_id);
    expect(learner.start_year).toBe(2024);
    expect(String(learner.funded_until) > SEED_NOW.toISOString().slice(0, 10)).toBe(true);

    const employee = by(DEMO_EMAILS.employee);
    expect([employee.user_type_id, employee.employer, employee.job_title]).toEqual([
      2,
      'Harbour Systems',
      'Engineering Manager',
    ]);
    expect(by(DEMO_EMAILS.author).can_write_articles).toBe(true);
    // Bylines read as people, not roles (the demo author was once 'Alex Author').
    expect([by(DEMO_EMAILS.author).first_name, by(DEMO_EMAILS.author).last_name]).toEqual([
      'Alex',
      'Okafor',
    ]);
    expect(by(DEMO_EMAILS.admin).staff_role).toBe('admin');
    expect(by(DEMO_EMAILS.editor).staff_role).toBe('editor');
    expect(by(DEMO_EMAILS.editor).can_write_articles).toBe(false);
  });

  it("fills the learner's member area", async () => {
    const [learner] = await rows<{ id: number }>(
      sql`select id from users where email = ${DEMO_EMAILS.learner}`,
    );
    const id = learner!.id;
    const groups = await rows<{ name: string }>(
      sql`select g.name from credentials c join credential_groups g on g.id = c.group_id where c.user_id = ${id}`,
    );
    const prefixes = new Set(groups.map((g) => /^(SKI|MEM|AWA)/.exec(g.name)?.[1] ?? 'course'));
    expect([...prefixes].sort()).toEqual(['AWA', 'MEM', 'SKI', 'course']);
    const kinds = await rows<{ kind: string }>(
      sql`select distinct kind from saved_items where user_id = ${id}`,
    );
    expect(kinds.map((k) => k.kind).sort()).toEqual(['article', 'employer', 'event', 'school']);
    expect(
      await count('notifications', `user_id = ${id} and dismissed_at is null`),
    ).toBeGreaterThan(0);
    expect(await count('notification_preferences', `user_id = ${id}`)).toBe(
      await count('notification_types'),
    );
  });

  it('uses every editor block type, list shape and inline mark across insight bodies', async () => {
    const bodies = await rows<{ body: schema.EditorDocument }>(sql`select body from insights`);
    const blocks = bodies.flatMap((b) => b.body.blocks);
    const types = new Set(blocks.map((b) => b.type));
    for (const t of ['paragraph', 'header', 'list', 'checklist', 'image', 'attaches', 'embed'])
      expect(types).toContain(t);
    const lists = blocks
      .filter((b) => b.type === 'list')
      .map((b) => (b.data.items as unknown[])[0]);
    expect(lists.some((i) => typeof i === 'string')).toBe(true);
    expect(lists.some((i) => typeof i === 'object' && i !== null && 'content' in i)).toBe(true);
    const services = new Set(blocks.filter((b) => b.type === 'embed').map((b) => b.data.service));
    expect([...services].sort()).toEqual(['vimeo', 'youtube']);
    const levels = new Set(blocks.filter((b) => b.type === 'header').map((b) => b.data.level));
    expect([...levels].sort()).toEqual([2, 3, 4]);
    const text = blocks
      .filter((b) => b.type === 'paragraph')
      .map((b) => b.data.text as string)
      .join(' ');
    for (const mark of ['<b>', '<i>', '<a href="https://']) expect(text).toContain(mark);
  });

  it('writes each demo article for itself: titles, paragraphs, tags and thumbnails', async () => {
    const insights = await rows<{
      id: number;
      title: string;
      subtitle: string;
      thumbnail: string;
      body: schema.EditorDocument;
      author: string;
      employer: string | null;
    }>(sql`
      select i.id, i.title, i.subtitle, i.thumbnail, i.body,
        u.first_name || ' ' || u.last_name as author, e.title as employer
      from insights i join users u on u.id = i.user_id left join employers e on e.id = u.employer_id`);
    expect(insights).toHaveLength(INSIGHT_COUNT);
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(insights.map((i) => i.title))).toBe(INSIGHT_COUNT);
    expect(distinct(insights.map((i) => i.subtitle))).toBe(INSIGHT_COUNT);
    for (const { title } of insights) {
      // Sentence case: subjects are lower case mid-title ('changing Cloud hiring' was not).
      expect(title).toMatch(/^[A-Z0-9]/);
      expect(title).not.toMatch(
        / (Cloud|Data|Cyber Security|Software Development|User Experience|Networking|Green Tech|Accessibility|Artificial Intelligence)\b/,
      );
    }
    // No paragraph appears twice anywhere in the set; bodies are 3–8 blocks.
    const paragraphs = insights.flatMap((i) =>
      i.body.blocks.filter((b) => b.type === 'paragraph').map((b) => b.data.text as string),
    );
    expect(distinct(paragraphs)).toBe(paragraphs.length);
    for (const { body } of insights) {
      expect(body.blocks.length).toBeGreaterThanOrEqual(3);
      expect(body.blocks.length).toBeLessThanOrEqual(8);
    }
    // Links only to fictional example.org pages.
    for (const text of paragraphs) {
      for (const [, href] of text.matchAll(/href="([^"]*)"/g)) {
        expect(href).toMatch(/^https:\/\/example\.org\//);
      }
    }
    // A checklist only where readers tick things off, not in every other article.
    const withChecklist = insights.filter((i) => i.body.blocks.some((b) => b.type === 'checklist'));
    expect(withChecklist.length).toBeGreaterThan(0);
    expect(withChecklist.length).toBeLessThanOrEqual(4);
    // Every article has its own generated 16:9 thumbnail, one the media routes serve.
    const served = new Set(insightArtPaths().map((a) => a.path));
    expect(distinct(insights.map((i) => i.thumbnail))).toBe(INSIGHT_COUNT);
    for (const { thumbnail } of insights) expect(served.has(thumbnail)).toBe(true);
    // Bylines: named people at employers.
    for (const { author, employer } of insights) {
      expect(author).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(author).not.toMatch(/Author|Admin|Learner|Employee/);
      expect(employer).not.toBeNull();
    }
    // One news category, 1–2 industry tags and 1–3 topic tags each, as the article names them.
    const tagCounts = await rows<{ news: number; industry: number; topic: number }>(sql`
      select count(*) filter (where t.news_category is not null)::int as news,
        count(*) filter (where t.type = 1)::int as industry,
        count(*) filter (where t.type = 2 and t.news_category is null)::int as topic
      from insights i join insight_tags it on it.insight_id = i.id join tags t on t.id = it.tag_id
      group by i.id`);
    expect(tagCounts).toHaveLength(INSIGHT_COUNT);
    for (const c of tagCounts) {
      expect(c.news).toBe(1);
      expect(c.industry).toBeGreaterThanOrEqual(1);
      expect(c.industry).toBeLessThanOrEqual(2);
      expect(c.topic).toBeGreaterThanOrEqual(1);
      expect(c.topic).toBeLessThanOrEqual(3);
    }
    const manufacturing = await rows<{ title: string }>(sql`
      select i.title from insights i join insight_tags it on it.insight_id = i.id
      join tags t on t.id = it.tag_id where t.title = 'Manufacturing' and t.type = 1`);
    expect(manufacturing.some((i) => /cloud/i.test(i.title))).toBe(false);
  });

  it('covers insight visibility, news categories and authorship', async () => {
    expect(await count('insights', 'live and public')).toBeGreaterThan(0);
    expect(await count('insights', 'live and not public')).toBeGreaterThan(0);
    expect(await count('insights', 'not live')).toBeGreaterThan(0);
    const perCategory = await rows<{ news_category: string; n: number }>(sql`
      select t.news_category, count(*)::int as n from insight_tags it join tags t on t.id = it.tag_id
      where t.news_category is not null group by t.news_category`);
    expect(perCategory.map((r) => r.news_category).sort()).toEqual([
      'community',
      'impact',
      'insights',
    ]);
    const byAuthor = await rows<{ live: boolean }>(sql`
      select distinct i.live from insights i join users u on u.id = i.user_id where u.email = ${DEMO_EMAILS.author}`);
    expect(byAuthor).toHaveLength(2);
    expect(await count('(select distinct user_id from insights) a')).toBeGreaterThanOrEqual(3);
    expect(await count('insights', `url !~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)).toBe(0);
  });

  it('has events past and upcoming, live and not, around the day it was seeded', async () => {
    const now = new Date().toISOString();
    for (const when of [`starts_at < '${now}'`, `starts_at > '${now}'`]) {
      expect(await count('events', `${when} and status = 'live'`)).toBeGreaterThan(0);
      expect(await count('events', `${when} and status <> 'live'`)).toBeGreaterThan(0);
    }
    // More than a page (20) of live upcoming events, so the list shows Load more.
    expect(await count('events', `starts_at > '${now}' and status = 'live'`)).toBeGreaterThan(20);
    const [first] = await rows<{ start: string }>(
      sql`select min(starts_at) as start from events where starts_at > now()`,
    );
    const anchor = eventsAnchor(new Date()).getTime();
    expect(new Date(first!.start).getTime() - anchor).toBeLessThan(7 * 86_400_000);
    expect(
      await count('(select distinct v.city from events e join venues v on v.id = e.venue_id) c'),
    ).toBeGreaterThanOrEqual(4);
  });

  it('spreads courses over every type and level, with the url fallbacks reachable', async () => {
    const types = await rows<{ key: string }>(
      sql`select distinct p.key from courses c join programme_types p on p.id = c.programme_type_id`,
    );
    expect(types.map((t) => t.key).sort()).toEqual(['apprenticeship', 'degree', 'training']);
    const levels = await rows<{ level: number }>(
      sql`select distinct l.level from courses c join programme_levels l on l.id = c.programme_level_id order by 1`,
    );
    expect(levels.map((l) => l.level)).toEqual([3, 4, 5, 6, 7]);
    expect(await count('courses', 'url is null')).toBeGreaterThan(0);
    expect(
      await count(
        'courses c join schools s on s.id = c.school_id',
        'c.url is null and s.url is null',
      ),
    ).toBeGreaterThan(0);
    expect(
      await count('courses', `array_length(string_to_array(criteria, ';'), 1) not between 4 and 6`),
    ).toBe(0);
    expect(
      await count('schools s', 'not exists (select 1 from courses c where c.school_id = s.id)'),
    ).toBeGreaterThan(0);
  });

  it('finds rows through the full-text columns', async () => {
    expect(await count('employers', `search @@ to_tsquery('simple', 'harbour & systems')`)).toBe(1);
    expect(await count('schools', `search @@ to_tsquery('simple', 'northbridge:*')`)).toBe(1);
  });
});

describe('seedScale', () => {
  it('adds n × the documented rows', async () => {
    const tables = ['insights', 'employers', 'courses', 'users', 'events', 'saved_items'] as const;
    const before = Object.fromEntries(
      await Promise.all(tables.map(async (t) => [t, await count(t)])),
    );
    await seedScale(db, 1);
    const added = Object.fromEntries(
      await Promise.all(tables.map(async (t) => [t, (await count(t)) - before[t]])),
    );
    expect(added).toEqual({
      insights: 1000,
      employers: 400,
      courses: 100,
      users: 1000,
      events: 100,
      saved_items: 10_000,
    });
    expect(await count('employer_domains')).toBe(await count('employers'));
    expect(
      await count(
        'insights i',
        'not exists (select 1 from insight_tags t where t.insight_id = i.id)',
      ),
    ).toBe(0);
  }, 60_000);
});
