// PUT / DELETE /api/user/{kind}/{id}: save and unsave, for every savable kind (SPEC §4
// "Saving items"). The user record's saved_*_ids are the one truth the page shows. A toggle
// flips the button at once, writes the change into the cached record (onMutate), and after
// the server agrees reloads the record and the lists of that kind; a refusal puts the cached
// record back and the button says so.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@techgold/contracts/api-paths';
import * as memberApiRoutes from '@techgold/contracts/member-api-routes';
import type { PageUser } from '@techgold/contracts/page-user';
import { useState } from 'react';
import { api } from '~/lib/api-client';
import { optimisticUserEdit, refreshUser, useCurrentUser } from './get-user';

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

/** The record with `id` added to (or taken from) its kind's saved ids. */
function withSaved(user: PageUser, kind: SavedKind, id: number, save: boolean): PageUser {
  const field = savedIdsField[kind];
  const others = user[field].filter((saved) => saved !== id);
  return { ...user, [field]: save ? [...others, id] : others };
}

export function useSaveItem(kind: SavedKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) => {
      const path = savedItemPath(kind, id);
      return save ? api.put(path) : api.delete(path);
    },
    ...optimisticUserEdit(queryClient, (user, save: boolean) => withSaved(user, kind, id, save)),
    onSuccess: () =>
      Promise.all([
        refreshUser(queryClient),
        queryClient.invalidateQueries({ queryKey: [listKeyOf[kind]] }),
      ]),
  });
}

export function useSaveToggle(kind: SavedKind, id: number) {
  const user = useCurrentUser();
  const mutation = useSaveItem(kind, id);
  // What the member asked for, set in the click itself: the cache's optimistic copy reaches
  // React a tick later (onMutate runs after the click handler returns). Cleared once the call
  // settles, when the cached record says the same or has been put back.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const saved = wanted ?? isSaved(user, kind, id);

  const toggle = () => {
    const next = !saved;
    setWanted(next);
    // Only the latest call's onSettled runs: an earlier answer arriving late changes nothing.
    mutation.mutate(next, { onSettled: () => setWanted(null) });
  };

  return { saved, toggle, failed: mutation.isError, pending: wanted !== null };
}
