// The home page's insights: featured first, topped up with the latest, each once.
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { homeInsights } from './data.server';

type Item = { id: number; title: string };

/** A load context whose API answers the featured and the latest lists given. */
function contextWith(featured: Item[], latest: Item[], asked: string[] = []) {
  return {
    api: (path: string) => {
      asked.push(path);
      const insights = path.includes('featured=true') ? featured : latest;
      return Promise.resolve({ status: 200, body: { insights, tags: [], total: insights.length } });
    },
  } as unknown as AppLoadContext;
}

const item = (id: number) => ({ id, title: `Insight ${id}` });

describe('homeInsights', () => {
  it('shows the latest when none is featured', async () => {
    const asked: string[] = [];
    const shown = await homeInsights(contextWith([], [1, 2, 3, 4].map(item), asked), 4);
    expect(shown.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(
      asked.some((p) => p.startsWith('/api/insights/public?') && p.includes('featured=true')),
    ).toBe(true);
  });

  it('puts the featured ones first and fills the rest with the latest, each once', async () => {
    const shown = await homeInsights(contextWith([9, 2].map(item), [1, 2, 3, 4].map(item)), 4);
    expect(shown.map((i) => i.id)).toEqual([9, 2, 1, 3]);
  });

  it('shows at most the limit when more are featured', async () => {
    const shown = await homeInsights(contextWith([5, 6, 7, 8, 9].map(item), [1].map(item)), 4);
    expect(shown.map((i) => i.id)).toEqual([5, 6, 7, 8]);
  });

  it('leaves the section to the latest when the featured read fails', async () => {
    const context = {
      api: (path: string) =>
        Promise.resolve(
          path.includes('featured=true')
            ? { status: 503, body: null }
            : { status: 200, body: { insights: [item(1)], tags: [], total: 1 } },
        ),
    } as unknown as AppLoadContext;
    expect((await homeInsights(context, 4)).map((i) => i.id)).toEqual([1]);
  });
});
