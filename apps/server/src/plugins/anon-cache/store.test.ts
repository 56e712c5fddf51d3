// The store's rules on their own: freshness, stale-while-revalidate, single-flight, versions.
import { describe, expect, it } from 'vitest';
import { AnonStore as Store, type FillResult as Fill } from './store.ts';

interface Text {
  body: Buffer;
  bytes: number;
}
type FillResult = Fill<Text>;
class AnonStore extends Store<Text> {}

const response = (text: string): FillResult => ({
  kind: 'store',
  response: { body: Buffer.from(text), bytes: text.length },
});
const timing = { freshMs: 1000, staleMs: 5000 };

function deferred() {
  let resolve!: (r: FillResult) => void;
  const promise = new Promise<FillResult>((r) => (resolve = r));
  return { promise, resolve };
}

describe('AnonStore', () => {
  it('hands out a copy synchronously only while it is fresh, and never fills', async () => {
    let now = 0;
    const store = new AnonStore({ maxBytes: 1 << 20, now: () => now });
    expect(store.fresh('k')).toBeNull();
    await store.lookup('k', timing, async () => response('v1'));
    await store.lookup('passed', timing, async () => ({ kind: 'pass' }));
    now = 999;
    expect(store.fresh('k')?.body.toString()).toBe('v1');
    expect(store.fresh('passed')).toBeNull();
    now = 1000;
    expect(store.fresh('k')).toBeNull();
    store.bump();
    now = 0;
    expect(store.fresh('k')).toBeNull();
    expect(store.fills).toBe(2);
  });

  it('serves fresh, then stale while one background fill renews it, then waits', async () => {
    let now = 0;
    const store = new AnonStore({ maxBytes: 1 << 20, now: () => now });
    let n = 0;
    const fill = async () => response(`v${++n}`);
    expect(await store.lookup('k', timing, fill)).toMatchObject({ state: 'miss' });
    now = 500;
    expect(await store.lookup('k', timing, fill)).toMatchObject({ state: 'hit' });
    now = 2000;
    const stale = await store.lookup('k', timing, fill);
    expect(stale.state).toBe('stale');
    expect(stale.state !== 'pass' && stale.response.body.toString()).toBe('v1');
    await new Promise((r) => setImmediate(r));
    const renewed = await store.lookup('k', timing, fill);
    expect(renewed.state !== 'pass' && renewed.response.body.toString()).toBe('v2');
    now = 10_000;
    expect(await store.lookup('k', timing, fill)).toMatchObject({ state: 'miss' });
  });

  it('a fill begun before a content change is shared by its waiters but never stored', async () => {
    const store = new AnonStore({ maxBytes: 1 << 20 });
    const old = deferred();
    const first = store.lookup('k', timing, () => old.promise);
    const joined = store.lookup('k', timing, () => Promise.reject(new Error('not called')));
    store.bump();
    // Arrives after the change: its own fill, not the one reading old content.
    const after = store.lookup('k', timing, async () => response('new'));
    old.resolve(response('old'));
    const bodies = await Promise.all([first, joined, after]);
    expect(bodies.map((b) => b.state !== 'pass' && b.response.body.toString())).toEqual([
      'old',
      'old',
      'new',
    ]);
    const now = await store.lookup('k', timing, async () => response('unused'));
    expect(now.state !== 'pass' && now.response.body.toString()).toBe('new');
  });

  it('a failed fill is not kept: the next visitor tries again', async () => {
    const store = new AnonStore({ maxBytes: 1 << 20 });
    await expect(
      store.lookup('k', timing, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await store.lookup('k', timing, async () => response('up'))).toMatchObject({
      state: 'miss',
    });
  });

  it('remembers a pass, so an unshareable URL is not rendered twice per visit', async () => {
    const store = new AnonStore({ maxBytes: 1 << 20 });
    let fills = 0;
    const pass = async (): Promise<FillResult> => (fills++, { kind: 'pass' });
    expect(await store.lookup('k', timing, pass)).toEqual({ state: 'pass' });
    expect(await store.lookup('k', timing, pass)).toEqual({ state: 'pass' });
    expect(fills).toBe(1);
  });
});
