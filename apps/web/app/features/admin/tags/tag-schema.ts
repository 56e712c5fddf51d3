// The tag form's schemas: the contract's, with the type select's text read as its number.
import { tagCreate, tagPatch, type AdminTag } from '@techgold/contracts/admin/tags';
import { z } from 'zod';

const typeField = z.preprocess((v) => (v === '' ? v : Number(v)), tagCreate.shape.type);

export const tagCreateForm = tagCreate.extend({ type: typeField });
export const tagPatchForm = tagPatch.extend({ type: typeField.optional() });

export const tagTypeLabel: Record<number, string> = { 1: 'Industry', 2: 'Topic or technology' };
export const tagTypeOptions = [
  { value: '1', label: 'Type 1: industry' },
  { value: '2', label: 'Type 2: topic or technology' },
];

export const emptyTag = { title: '', type: '' };
export const tagDefaults = (t: AdminTag) => ({
  updated_at: t.updated_at,
  title: t.title,
  type: String(t.type),
});

/** "3 employers and 1 insight", or null when nothing uses the tag. */
export function usesText(used: AdminTag['used_by']) {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [
    used.employers ? plural(used.employers, 'employer') : null,
    used.insights ? plural(used.insights, 'insight') : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(' and ') : null;
}
