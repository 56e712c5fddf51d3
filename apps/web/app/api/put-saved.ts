// PUT / DELETE /api/user/{kind}/{id}: save and unsave, for every savable kind (SPEC §4
// "Saving items"). The user record's saved_*_ids are the one truth the page shows; a toggle
// flips the button at once, then reloads the user and the lists of that kind, and puts the
// button back (saying so) when the server refuses.
import { useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as apiRoutes from '@techgold/contracts/api-routes';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import { toPageUser, type PageUser } from '@techgold/contracts/page-user';
import type { CurrentUser } from '@techgold/contracts/user';
import { useCallback, useRef, useState } from 'react';
import { api } from '~/lib/api-client';
import { useSetUser, useUser } from '~/lib/user-context';

export type SavedKind = 'article' | 'event' | 'employer' | 'school';

const savedIdsField = {
  article: 'saved_article_ids',
  event: 'saved_event_ids',
  employer: 'saved_employer_ids',
  school: 'saved_school_ids',
} as const satisfies Record<SavedKind, keyof PageUser>;

/** The first element of every list query key of that kind (see the get-*.ts modules). */
export const listKeyOf = {
  article: 'insights',
  event: 'events',
  employer: 'employers',
  school: 'schools',
} as const satisfies Record<SavedKind, string>;

export const savedItemPath = (kind: SavedKind, id: number) =>
  apiPath(memberApiRoutes.savedItem, { kind, id });

export function isSaved(user: PageUser | null, kind: SavedKind, id: number): boolean {
  return user?.[savedIdsField[kind]].includes(id) ?? false;
}

export function useSaveToggle(kind: SavedKind, id: number) {
  const user = useUser();
  const setUser = useSetUser();
  const queryClient = useQueryClient();
  // What the member asked for, shown until the reloaded user record agrees (or the call fails).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const saved = wanted ?? isSaved(user, kind, id);

  const toggle = useCallback(async () => {
    const call = ++latest.current;
    const next = !saved;
    setWanted(next);
    setFailed(false);
    try {
      const path = savedItemPath(kind, id);
      await (next ? api.put(path) : api.delete(path));
      const fresh = await api.get<CurrentUser>(apiRoutes.user);
      if (call !== latest.current) return;
      setUser(toPageUser(fresh));
      setWanted(null);
      void queryClient.invalidateQueries({ queryKey: [listKeyOf[kind]] });
    } catch {
      if (call !== latest.current) return;
      setWanted(null);
      setFailed(true);
    }
  }, [saved, kind, id, setUser, queryClient]);

  return { saved, toggle, failed, pending: wanted !== null };
}
