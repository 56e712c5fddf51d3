// A row of any insight list, in SPEC §3 Insight's field names.
import type { PublicInsightListItem } from '@techgold/contracts/insights';
import type { InsightRow, TagRow } from './repository.ts';
import { tagOrder } from './tags.ts';

export function toListItem(row: InsightRow, tagsById: Map<number, TagRow>): PublicInsightListItem {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    url: row.url,
    thumbnail: row.thumbnail,
    tags: row.tagIds
      .map((id) => tagsById.get(Number(id)))
      .filter((t): t is TagRow => t !== undefined)
      .sort(tagOrder),
    user: {
      first_name: row.firstName,
      last_name: row.lastName,
      full_name: `${row.firstName} ${row.lastName}`.trim(),
      employer:
        row.employerId !== null && row.employerTitle !== null
          ? { id: row.employerId, title: row.employerTitle }
          : null,
    },
  };
}
