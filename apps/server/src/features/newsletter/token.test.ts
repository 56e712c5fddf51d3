// Issue 34: the newsletter's unsubscribe token is accepted only in the exact form issued: no leading
// zeros, no other spelling of the same id or key version, no shorter or longer signature.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createNewsletterService } from './service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const respell = (token: string) => [
  token.replace(/^(u?)(\d+)-/, '$10$2-'),
  token.replace(/-k(\d+)-/, '-k0$1-'),
  `${token}A`,
  token.slice(0, -1),
  ` ${token}`,
];

describe('the newsletter recipient token', () => {
  it('works as issued and in no other spelling', async () => {
    const db = t.app.database.db;
    const { rows } = (await db.execute(
      sql`with issue as (
            insert into newsletter_issues (subject, body, status)
            values ('Token test', '{"blocks":[]}'::jsonb, 'draft') returning id)
          insert into newsletter_recipients (issue_id, email)
          select id, 'token.test@example.test' from issue returning id`,
    )) as unknown as { rows: { id: number }[] };
    const newsletter = createNewsletterService({ db, publicBaseUrl: 'http://x' });
    const link = (await newsletter.recipientLinker())(rows[0]!.id);
    const token = decodeURIComponent(link.oneClick.split('/').at(-1)!);
    for (const wrong of respell(token))
      expect(await newsletter.unsubscribe(wrong), wrong).toBe(false);
    expect(await newsletter.unsubscribe(token)).toBe(true);
  });
});
