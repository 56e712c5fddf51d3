// SQL for organisations (employers and learning providers) and their sign-up domains in the
// console. Both kinds have the same columns, so one statement serves either: the table names
// come from a fixed map, never from input.
import { sql } from 'drizzle-orm';
import type { OrganisationKind, OrganisationsQuery } from '@techgold/contracts/admin';
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
  updated_at: Date | string;
  domains: string[];
  members: number;
}

/** Real organisations (never the placeholder provider of 0011), matching the search. */
function where(q: string | undefined) {
  return sql`o.ts_uuid <> ${PLACEHOLDER_SCHOOL.tsUuid}::uuid
    ${q ? sql`and o.title ilike ${containsPattern(q)}` : sql``}`;
}

const columns = (kind: OrganisationKind) => {
  const { domains, fk } = names(kind);
  return sql`o.id, o.title, o.url, o.updated_at,
    coalesce((select array_agg(d.domain order by d.domain) from ${domains} d where d.${fk} = o.id),
             '{}'::text[]) as domains,
    (select count(*)::int from users u where u.${fk} = o.id) as members`;
};

export async function listOrganisations(q: Queryable, query: OrganisationsQuery) {
  const { orgs } = names(query.kind);
  const filter = where(query.q);
  const [rows, [total]] = await Promise.all([
    selectRows<OrganisationRow>(
      q,
      sql`select ${columns(query.kind)} from ${orgs} o where ${filter}
          order by lower(o.title), o.id limit ${query.limit} offset ${query.offset}`,
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
