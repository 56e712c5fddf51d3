// A member's credentials from our database (the local credentials platform): newest first,
// a bounded page and the total, one round trip.
import { sql } from 'drizzle-orm';
import type { Credential } from '@techgold/contracts/credentials';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/client.ts';

interface Row extends Credential {
  total: number;
}

export async function listCredentials(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ credentials: Credential[]; total: number }> {
  const rows = await selectRows<Row>(
    db,
    sql`
      select c.id,
             json_build_object('name', g.name, 'badge_design_id', g.badge_design_id) as "group",
             to_char(c.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as issued_at,
             c.redirect_url as url,
             count(*) over ()::int as total
        from credentials c
        join credential_groups g on g.id = c.group_id
       where c.user_id = ${userId}
       order by c.issued_at desc, c.id desc
       limit ${limit} offset ${offset}`,
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countCredentials(db, userId) : 0);
  return {
    credentials: rows.map(({ total: _t, group, ...c }) => ({
      ...c,
      group: typeof group === 'string' ? (JSON.parse(group) as Credential['group']) : group,
    })),
    total,
  };
}

async function countCredentials(db: Db, userId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from credentials where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}
