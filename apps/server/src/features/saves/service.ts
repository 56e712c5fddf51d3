// Saving and unsaving items (SPEC §4 "Saving items"): idempotent both ways, 404 for an item
// that does not exist or that members may not see.
import { memberMessages } from '@techgold/contracts/member-messages';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseId } from '../../lib/ids.ts';
import { SAVED_KINDS, saveItem, unsaveItem, type SavedKind } from './repository.ts';

const isKind = (kind: string): kind is SavedKind => (SAVED_KINDS as string[]).includes(kind);

function target(kind: string, id: string): { kind: SavedKind; id: number } {
  const n = parseId(id);
  if (!isKind(kind) || n === null) throw new NotFoundError(memberMessages.itemNotFound);
  return { kind, id: n };
}

export function createSavesService({ db }: { db: Db }) {
  return {
    async save(userId: number, kind: string, id: string): Promise<{ saved: true }> {
      const item = target(kind, id);
      if (!(await saveItem(db, userId, item.kind, item.id))) {
        throw new NotFoundError(memberMessages.itemNotFound);
      }
      return { saved: true };
    },

    async unsave(userId: number, kind: string, id: string): Promise<{ saved: false }> {
      const item = target(kind, id);
      if (!(await unsaveItem(db, userId, item.kind, item.id))) {
        throw new NotFoundError(memberMessages.itemNotFound);
      }
      return { saved: false };
    },
  };
}

export type SavesService = ReturnType<typeof createSavesService>;
