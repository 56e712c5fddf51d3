// Subscribing must not reveal whether an address is already on the list, by answer or by time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema/subscribers.ts';
import { Client, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { signTest } from '../../../test/sign-test.ts';

let t: TestContext;
beforeAll(async () => {
  // Limits off: the test subscribes one address after another from one client.
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

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
    const ask = (email: string) => async () => {
      const res = await c.post('/api/subscriber', { email, status: 'employer' });
      expect(res.statusCode).toBe(200);
    };
    for (let i = 0; i < 5; i++) await ask(`warm-${i}@example.test`)();
    const result = await signTest(
      PAIRS,
      (i) => ask(active[i]!)(),
      (i) => ask(`new-${i}@example.test`)(),
    );
    console.info(
      `subscribe: active slower in ${result.aSlower}/${PAIRS} pairs; median ${result.medianA.toFixed(2)} ms active, ${result.medianB.toFixed(2)} ms new`,
    );
    expect(result.aSlowerShare).toBeGreaterThan(0.2);
    expect(result.aSlowerShare).toBeLessThan(0.8);
  });
});
