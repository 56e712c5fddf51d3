// SQL for the quotes box.
import { asc } from 'drizzle-orm';
import type { Quote } from '@techgold/contracts/quotes';
import type { Queryable } from '../../db/client.ts';
import { quotes } from '../../db/schema/site.ts';

export function listQuotes(db: Queryable): Promise<Quote[]> {
  return db
    .select({
      id: quotes.id,
      text: quotes.text,
      name: quotes.name,
      source: quotes.source,
      avatar: quotes.avatar,
      pages: quotes.pages,
    })
    .from(quotes)
    .orderBy(asc(quotes.sortOrder), asc(quotes.id));
}
