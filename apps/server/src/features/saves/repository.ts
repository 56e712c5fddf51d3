// SQL for saving and unsaving (decision 0004: one saved_items table for the four kinds).
// Each statement checks that the item exists and is visible to members, and changes the row,
// in one round trip, so a save can never leave a row pointing at nothing.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { insights } from '../../db/schema/insights.ts';
import { employers, schools } from '../../db/schema/organisations.ts';
import { savedItems } from '../../db/schema/saved.ts';
import { listedEmployer, listedSchool, liveEvent, liveInsight } from '../../db/visibility.ts';

export type SavedKind = (typeof savedItems.kind.enumValues)[number];
export const SAVED_KINDS: readonly SavedKind[] = savedItems.kind.enumValues;

/** `select 1` from the item's table when the item exists and members may see it. */
function visibleItem(kind: SavedKind, id: number): SQL {
  switch (kind) {
    case 'event':
      return sql`select 1 from ${events} where ${events.id} = ${id} and ${liveEvent}`;
    case 'article':
      return sql`select 1 from ${insights} where ${insights.id} = ${id} and ${liveInsight}`;
    case 'employer':
      return sql`select 1 from ${employers} where ${employers.id} = ${id} and ${listedEmployer}`;
    case 'school':
      return sql`select 1 from ${schools} where ${schools.id} = ${id} and ${listedSchool}`;
  }
}

/** Saves the item unless already saved. False when it does not exist or is not visible. */
export async function saveItem(
  db: Queryable,
  userId: number,
  kind: SavedKind,
  itemId: number,
): Promise<boolean> {
  const rows = await selectRows<{ found: boolean }>(
    db,
    sql`
    with item as (${visibleItem(kind, itemId)}),
    saved as (
      insert into ${savedItems} (user_id, kind, item_id)
      select ${userId}, ${kind}, ${itemId} from item
      on conflict do nothing
    )
    select exists (select 1 from item) as found`,
  );
  return Boolean(rows[0]?.found);
}

/**
 * Removes the save. False only when there was nothing to remove and the item is unknown or
 * hidden (a member may still unsave an event that has since stopped being live).
 */
export async function unsaveItem(
  db: Queryable,
  userId: number,
  kind: SavedKind,
  itemId: number,
): Promise<boolean> {
  const removed = await db
    .delete(savedItems)
    .where(
      and(eq(savedItems.userId, userId), eq(savedItems.kind, kind), eq(savedItems.itemId, itemId)),
    )
    .returning({ id: savedItems.itemId });
  if (removed.length > 0) return true;
  const rows = await selectRows<{ found: boolean }>(
    db,
    sql`select exists (${visibleItem(kind, itemId)}) as found`,
  );
  return Boolean(rows[0]?.found);
}
