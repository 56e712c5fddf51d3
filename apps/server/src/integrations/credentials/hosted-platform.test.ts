// The hosted credentials platform adapter against a loopback fake of its API: pages and
// filters, the key sent as the platform expects, retries with back-off when it is down or
// overloaded, and a clear error (never a guess) when it answers something we cannot read.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlatform, type FakePlatform } from '../../../test/fakes/credentials-platform.ts';
import { createHostedPlatform } from './hosted-platform.ts';
import { PlatformAnswerError, PlatformUnavailableError } from './platform.ts';

let fake: FakePlatform;
const platform = (over: Partial<Parameters<typeof createHostedPlatform>[0]> = {}) =>
  createHostedPlatform({ baseUrl: fake.url, apiKey: fake.apiKey, backoffMs: 20, ...over });

const credential = (n: number, email: string, updated = '2026-11-01T00:00:00.000Z') => ({
  id: `cred-${n}`,
  recipient: { email },
  group: { id: 'grp-data', name: 'SKI-Data Analysis', design_id: 'design-data' },
  issued_on: '2026-10-0' + ((n % 9) + 1),
  url: `https://platform.example/c/${n}`,
  updated_at: updated,
});

beforeAll(async () => {
  fake = await startFakePlatform();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.credentials = [];
  fake.requests = [];
  fake.delayMs = 0;
  fake.malformPage(2, null);
});

describe('hosted platform adapter', () => {
  it('lists what changed since a time, page by page, with the key the platform expects', async () => {
    fake.credentials = [
      credential(1, 'A@Example.test', '2026-10-01T00:00:00.000Z'),
      credential(2, 'b@example.test'),
      credential(3, 'c@example.test'),
      credential(4, 'd@example.test'),
    ];
    const first = await platform().listChanged('2026-10-15T00:00:00.000Z', 1);
    expect(first.credentials.map((c) => c.id)).toEqual(['cred-2', 'cred-3']);
    expect(first.nextPage).toBe(2);
    const second = await platform().listChanged('2026-10-15T00:00:00.000Z', 2);
    expect(second).toEqual({
      credentials: [
        {
          id: 'cred-4',
          recipientEmail: 'd@example.test',
          group: { id: 'grp-data', name: 'SKI-Data Analysis', designId: 'design-data' },
          issuedAt: '2026-10-05T00:00:00.000Z',
          expiresAt: null,
          url: 'https://platform.example/c/4',
          revoked: false,
        },
      ],
      nextPage: null,
    });
    expect(fake.requests[0]!.authorization).toBe(`Token token=${fake.apiKey}`);
    expect(fake.requests[0]!.query.get('updated_since')).toBe('2026-10-15T00:00:00.000Z');
    // A recipient's own, addresses compared without case.
    const mine = await platform().listRecipient('a@example.test');
    expect(mine.map((c) => [c.id, c.recipientEmail])).toEqual([['cred-1', 'a@example.test']]);
  });

  it('retries a platform that is down or overloaded, with back-off, and then succeeds', async () => {
    fake.credentials = [credential(1, 'a@example.test')];
    fake.failNext(1, 503);
    fake.failNext(1, 429, { 'retry-after': '0' });
    const page = await platform().listChanged(null, 1);
    expect(page.credentials).toHaveLength(1);
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up after its attempts with an error saying so (the job retries later)', async () => {
    fake.failNext(3, 502);
    const error = await platform()
      .listChanged(null, 1)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformUnavailableError);
    expect((error as Error).message).toMatch(/HTTP 502 after 3 attempts/);
    // A long Retry-After is not waited out here.
    fake.failNext(1, 503, { 'retry-after': '120' });
    const started = Date.now();
    await expect(platform().listChanged(null, 1)).rejects.toBeInstanceOf(PlatformUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('treats a slow or unreachable platform as unavailable', async () => {
    fake.delayMs = 500;
    await expect(platform({ timeoutMs: 100, attempts: 2 }).listChanged(null, 1)).rejects.toThrow(
      /timed out after 2 attempts/,
    );
    const closed = createHostedPlatform({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'k',
      backoffMs: 1,
    });
    await expect(closed.listChanged(null, 1)).rejects.toThrow(/unreachable after 3 attempts/);
  });

  it('refuses an answer it cannot read, naming what was wrong, without retrying', async () => {
    fake.credentials = [
      credential(1, 'a@example.test'),
      credential(2, 'a@example.test'),
      credential(3, 'a@example.test'),
    ];
    fake.malformPage(
      2,
      JSON.stringify({
        credentials: [{ id: 'x', recipient: {} }],
        meta: { page: 2, total_pages: 2 },
      }),
    );
    const error = await platform()
      .listChanged(null, 2)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformAnswerError);
    expect((error as Error).message).toMatch(/credentials\.0\.recipient\.email/);
    fake.malformPage(2, '<html>maintenance</html>');
    await expect(platform().listChanged(null, 2)).rejects.toThrow(/not JSON/);
    const requests = fake.requests.length;
    await expect(
      createHostedPlatform({ baseUrl: fake.url, apiKey: 'wrong', backoffMs: 1 }).listChanged(
        null,
        1,
      ),
    ).rejects.toThrow(/HTTP 401/);
    expect(fake.requests.length).toBe(requests + 1); // a refused key is not retried
  });

  it('fetches a badge design’s picture, and null for one it does not have', async () => {
    fake.credentials = [credential(1, 'a@example.test')];
    const png = await platform().badgeImage('design-data');
    expect(png?.subarray(1, 4).toString()).toBe('PNG');
    expect(await platform().badgeImage('design-unknown')).toBeNull();
  });
});
