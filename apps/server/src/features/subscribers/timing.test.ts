// Subscribing must not reveal whether an address is already on the list, by answer or by time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema/subscribers.ts';
import { Client, createTestApp, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  // Limits off: the test subscribes one address after another from one client.
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('POST /api/subscriber timing', () => {
  it('takes as long for an active subscriber as for a new address (sign test over 60 pairs)', async () => {
    const PAIRS = 60;
    const active = Array.from({ length: PAIRS }, (_, i) => `active-${i}@example.test`);
    await t.handle.db
      .insert(subscribers)
      .values(
        active.map((email) => ({ email, status: 'employer' as const, state: 'active' as const })),
      );
    const c = new Client(t.app, '10.66.0.1');
    await c.csrf();
    const time = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await c.post('/api/subscriber', { email, status: 'employer' });
      expect(res.statusCode).toBe(200);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    for (let i = 0; i < 5; i++) await time(`warm-${i}@example.test`);
    let activeSlower = 0;
    const a: number[] = [];
    const n: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const fresh = `new-${i}@example.test`;
      // Alternate the order so drift over the run favours neither.
      const [x, y] =
        i % 2
          ? [await time(active[i]!), await time(fresh)]
          : [await time(fresh), await time(active[i]!)].reverse();
      a.push(x!);
      n.push(y!);
      if (x! > y!) activeSlower += 1;
    }
    console.info(
      `subscribe: active slower in ${activeSlower}/${PAIRS} pairs; median ${median(a).toFixed(2)} ms active, ${median(n).toFixed(2)} ms new`,
    );
    expect(activeSlower / PAIRS).toBeGreaterThan(0.2);
    expect(activeSlower / PAIRS).toBeLessThan(0.8);
  });
});
