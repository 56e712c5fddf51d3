// SQL for organisations (employers and learning providers) and their sign-up domains in the
// console. Both kinds have the same columns, so one statement serves either: the table names
// come from a fixed map, never from input.
import { sql } from 'drizzle-orm';
import type { OrganisationKind, OrganisationsQuery } from '@techgold/contracts/admin/organisations';
import { PLACEHOLDER_SCHOOL } from '@techgold/contracts/signup-constants';
import { selectRows, type Queryable } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/like.ts';

const TABLES = {
  school: { orgs: 'schools', domains: 'school_domains', fk: 'school_id' },
  employer: { orgs: 'employers', domains: 'employer_domains', fk: 'employer_id' },
} as const;

const names = (kind: OrganisationKind) => {
  const t = TABLES[kind];
  return { orgs: sql.raw(t.orgs), domains: sql.raw(t.domains), fk: sql.raw(t.fk) };
};

export interface OrganisationRow {
  id: number;
  title: string;
  url: string | null;
  logo_url: string | null;
  address_state: string | null;
  profile: string | null;
  listed: boolean;
  updated_at: Date | string;
  domains: string[];
  members: number;
}

/**
 * Real organisations (never the placeholder provider of 0011), matching the search and, when
 * asked, only listed or only hidden ones.
 */
function where(q: string | undefined, listed?: boolean) {
  return sql`o.ts_uuid <> ${PLACEHOLDER_SCHOOL.tsUuid}::uuid
    ${q ? sql`and o.title ilike ${containsPattern(q)}` : sql``}
    ${listed === undefined ? sql`` : sql`and o.listed = ${listed}`}`;
}

const columns = (kind: OrganisationKind) => {
  const { domains, fk } = names(kind);
  return sql`o.id, o.title, o.url, o.logo_url, o.address_state, o.profile, o.listed, o.updated_at,
    coalesce((select array_agg(d.domain order by d.domain) from ${domains} d where d.${fk} = o.id),
             '{}'::text[]) as domains,
    (select count(*)::int from users u where u.${fk} = o.id) as members`;
};

/** The list's order from a fixed set (never input text), ties broken by title and id. */
function orderOf(query: OrganisationsQuery) {
  const dir = sql.raw(query.dir === 'desc' ? 'desc' : 'asc');
  return query.sort === 'members'
    ? sql`members ${dir}, lower(o.title), o.id`
    : sql`lower(o.title) ${dir}, o.id ${dir}`;
}

export async function listOrganisations(q: Queryable, query: OrganisationsQuery) {
  const { orgs } = names(query.kind);
  const filter = where(query.q, query.listed);
  const [rows, [total]] = await Promise.all([
    selectRows<OrganisationRow>(
      q,
      sql`select ${columns(query.kind)} from ${orgs} o where ${filter}
          order by ${orderOf(query)} limit ${query.limit} offset ${query.offset}`,
    ),
    selectRows<{ n: number }>(q, sql`select count(*)::int as n from ${orgs} o where ${filter}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOrganisation(q: Queryable, kind: OrganisationKind, id: number) {
  const { orgs, domains, fk } = names(kind);
  const [row] = await selectRows<OrganisationRow & { courses: number }>(
    q,
    sql`select ${columns(kind)},
          ${kind === 'school' ? sql`(select count(*)::int from courses c where c.school_id = o.id)` : sql`0`} as courses
        from ${orgs} o where o.id = ${id} and ${where(undefined)}`,
  );
  if (!row) return null;
  const domainList = await selectRows<{ id: number; domain: string }>(
    q,
    sql`select id, domain from ${domains} where ${fk} = ${id} order by domain`,
  );
  return { row, domainList };
}

/** Locks the organisation (so it is not deleted under the change); false when there is none. */
export async function lockOrganisation(q: Queryable, kind: OrganisationKind, id: number) {
  const { orgs } = names(kind);
  const rows = await selectRows<{ id: number }>(
    q,
    sql`select o.id from ${orgs} o where o.id = ${id} and ${where(undefined)} for update`,
  );
  return rows.length > 0;
}

/**
 * Serialises changes to sign-up domains: a domain must be unique across both tables, which no
 * single index can say, so two staff adding the same domain to two organisations take turns.
 */
export async function lockSignupDomains(q: Queryable) {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext('signup-domains'))`);
}

export async function domainInUse(q: Queryable, domain: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    q,
    sql`select 1 as one from school_domains where domain = ${domain}
        union all select 1 from employer_domains where domain = ${domain} limit 1`,
  );
  return rows.length > 0;
}

export async function insertDomain(
  q: Queryable,
  kind: OrganisationKind,
  orgId: number,
  domain: string,
) {
  const { domains, fk } = names(kind);
  const [row] = await selectRows<{ id: number; domain: string }>(
    q,
    sql`insert into ${domains} (${fk}, domain) values (${orgId}, ${domain})
        on conflict do nothing returning id, domain`,
  );
  return row ?? null;
}

export async function deleteDomain(
  q: Queryable,
  kind: OrganisationKind,
  orgId: number,
  domainId: number,
) {
  const { domains, fk } = names(kind);
  const [row] = await selectRows<{ id: number; domain: string }>(
    q,
    sql`delete from ${domains} where id = ${domainId} and ${fk} = ${orgId} returning id, domain`,
  );
  return row ?? null;
}

/** Whether another organisation of the kind has this title, compared case-insensitively. */
export async function titleTaken(
  q: Queryable,
  kind: OrganisationKind,
  title: string,
  exceptId: number | null,
): Promise<boolean> {
  const { orgs } = names(kind);
  const rows = await selectRows<{ one: number }>(
    q,
    sql`select 1 as one from ${orgs} o where lower(o.title) = lower(${title})
        ${exceptId === null ? sql`` : sql`and o.id <> ${exceptId}`} limit 1`,
  );
  return rows.length > 0;
}

export interface OrganisationFields {
  title: string;
  url: string | null;
  logo_url: string | null;
  address_state: string | null;
  profile: string | null;
  listed: boolean;
}

export async function insertOrganisation(
  q: Queryable,
  kind: OrganisationKind,
  fields: OrganisationFields,
  tsUuid: string,
): Promise<number> {
  const { orgs } = names(kind);
  const [row] = await selectRows<{ id: number }>(
    q,
    sql`insert into ${orgs} (title, url, logo_url, address_state, profile, listed, ts_uuid)
        values (${fields.title}, ${fields.url}, ${fields.logo_url}, ${fields.address_state},
                ${fields.profile}, ${fields.listed}, ${tsUuid}::uuid)
        returning id`,
  );
  return Number(row!.id);
}

/** The editable fields and version, locked; null when there is no such organisation. */
export async function lockOrganisationFields(q: Queryable, kind: OrganisationKind, id: number) {
  const { orgs } = names(kind);
  const [row] = await selectRows<OrganisationFields & { updated_at: Date | string }>(
    q,
    sql`select o.title, o.url, o.logo_url, o.address_state, o.profile, o.listed, o.updated_at
        from ${orgs} o
        where o.id = ${id} and ${where(undefined)} for update`,
  );
  return row ?? null;
}

export async function updateOrganisation(
  q: Queryable,
  kind: OrganisationKind,
  id: number,
  fields: OrganisationFields,
) {
  const { orgs } = names(kind);
  await q.execute(
    sql`update ${orgs} set title = ${fields.title}, url = ${fields.url}, logo_url = ${fields.logo_url},
          address_state = ${fields.address_state}, profile = ${fields.profile},
          listed = ${fields.listed},
          updated_at = greatest(date_trunc('milliseconds', now()),
                                date_trunc('milliseconds', updated_at) + interval '1 millisecond')
        where id = ${id}`,
  );
}

/** What still refers to the organisation: its members, and a provider's courses. */
export async function references(q: Queryable, kind: OrganisationKind, id: number) {
  const { fk } = names(kind);
  const [row] = await selectRows<{ members: number; courses: number }>(
    q,
    sql`select (select count(*)::int from users where ${fk} = ${id}) as members,
               ${kind === 'school' ? sql`(select count(*)::int from courses where school_id = ${id})` : sql`0`} as courses`,
  );
  return { members: Number(row?.members ?? 0), courses: Number(row?.courses ?? 0) };
}

export async function deleteOrganisation(q: Queryable, kind: OrganisationKind, id: number) {
  const { orgs } = names(kind);
  await q.execute(sql`delete from ${orgs} where id = ${id}`);
}

export async function employerTagList(q: Queryable, employerId: number) {
  return selectRows<{ id: number; title: string; type: number }>(
    q,
    sql`select t.id, t.title, t.type from employer_tags et join tags t on t.id = et.tag_id
        where et.employer_id = ${employerId} order by t.type, t.title`,
  );
}

/** Which of `ids` name tags. */
export async function existingTagIds(q: Queryable, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await selectRows<{ id: number }>(
    q,
    sql`select id from tags where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => Number(r.id));
}

/** Replaces the employer's tags with `ids`. */
export async function replaceEmployerTags(q: Queryable, employerId: number, ids: number[]) {
  await q.execute(sql`delete from employer_tags where employer_id = ${employerId}`);
  if (!ids.length) return;
  await q.execute(
    sql`insert into employer_tags (employer_id, tag_id) values ${sql.join(
      ids.map((id) => sql`(${employerId}, ${id})`),
      sql`, `,
    )}`,
  );
}
