import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotesResponse } from '@techgold/contracts/quotes';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/quotes', () => {
  it('lists every quote in display order, or those for one page', async () => {
    const all = (await get('/api/quotes')).json() as QuotesResponse;
    expect(all.quotes.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(all.quotes[0]!).sort()).toEqual(
      ['avatar', 'id', 'name', 'pages', 'source', 'text'].sort(),
    );
    const home = (await get('/api/quotes?page=home')).json() as QuotesResponse;
    expect(home.quotes.length).toBeGreaterThanOrEqual(3);
    expect(home.quotes.length).toBeLessThan(all.quotes.length);
    expect(home.quotes.every((q) => q.pages.includes('home'))).toBe(true);
    expect(((await get('/api/quotes?page=nowhere')).json() as QuotesResponse).quotes).toEqual([]);
  });

  it.each(['?page=%3Cscript%3E', `?page=${'a'.repeat(41)}`, '?page=home&page=learners'])(
    '%s → 400',
    async (query) => {
      expect((await get(`/api/quotes${query}`)).statusCode).toBe(400);
    },
  );
});
