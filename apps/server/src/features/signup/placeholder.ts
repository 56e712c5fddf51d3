// The placeholder learning provider and its one course, for learners whose address matches no
// provider (docs/decisions/0011). Created on first need rather than by a migration or the
// seed, so every database (demo, scale, production) has it without a schema change.
import type { Db } from '../../db/client.ts';
import {
  findPlaceholder,
  insertPlaceholder,
  lockPlaceholderCreation,
  type Placeholder,
} from './repository.ts';

/** Finds or creates the placeholder; safe when several processes ask at the same moment. */
export async function ensurePlaceholder(db: Db): Promise<Placeholder> {
  const existing = await findPlaceholder(db);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    // Serialises creators across processes; the second one finds the first one's rows.
    await lockPlaceholderCreation(tx);
    return (await findPlaceholder(tx)) ?? insertPlaceholder(tx);
  });
}
