import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insights } from '../../db/schema/insights.ts';
import { employers, schools } from '../../db/schema/organisations.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { escapeXml as xml } from '../../lib/xml.ts';
import { initials } from './svg.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function expectSafeSvg(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('image/svg+xml');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  expect(res.headers['cache-control']).toMatch(/public, max-age=\d{5,}/);
  expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(res.body).not.toMatch(/<script|on\w+=/i);
}

describe('media', () => {
  it('serves every organisation logo the data points at, by ts_uuid', async () => {
    const [employer] = await t.handle.db
      .select({ title: employers.title, logo: employers.logoUrl })
      .from(employers)
      .limit(1);
    const [school] = await t.handle.db
      .select({ title: schools.title, logo: schools.logoUrl })
      .from(schools)
      .limit(1);
    for (const org of [employer!, school!]) {
      const res = await get(org.logo!);
      expectSafeSvg(res);
      expect(res.body).toContain(`>${initials(org.title)}</text>`);
      expect(res.body).toContain(xml(org.title));
      expect((await get(org.logo!)).body).toBe(res.body);
      const again = await get(org.logo!, { 'if-none-match': res.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers 404 for unknown or malformed logo names', async () => {
    for (const name of ['00000000-0000-4000-8000-000000000000.svg', 'x.svg', '../etc.svg']) {
      expect((await get(`/media/logos/${encodeURIComponent(name)}`)).statusCode).toBe(404);
    }
  });

  it('serves the demo illustrations and avatars', async () => {
    for (const path of [
      '/media/insights/insight-1.svg',
      '/media/insights/insight-8.svg',
      '/media/events/event-6.svg',
      '/media/avatars/quote-4.svg',
    ]) {
      expectSafeSvg(await get(path));
    }
    expect((await get('/media/insights/insight-9.svg')).statusCode).not.toBe(200);
  });

  it('draws event pictures without a date, which could disagree with the event (issue 26)', async () => {
    for (let n = 1; n <= 6; n++) {
      const res = await get(`/media/events/event-${n}.svg`);
      expectSafeSvg(res);
      expect(res.body).not.toMatch(/<text\b/);
    }
  });

  it('serves every seeded article thumbnail as a distinct 16:9 picture the size of the hero', async () => {
    const rows = await t.handle.db.select({ thumbnail: insights.thumbnail }).from(insights);
    const bodies = new Set<string>();
    for (const { thumbnail } of rows) {
      const res = await get(thumbnail!);
      expectSafeSvg(res);
      expect(res.body).toMatch(/^<svg [^>]*width="1280" height="720" viewBox="0 0 1280 720"/);
      expect(res.body).toMatch(/<title>Illustration: [a-z]/);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(rows.length);
    expect((await get('/media/insights/cloud-7.svg')).statusCode).not.toBe(200);
    expect((await get('/media/insights/unicorn-1.svg')).statusCode).not.toBe(200);
  });

  it('serves the demo attachment as a valid PDF download', async () => {
    const res = await get('/media/files/skills-survey-summary.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    // Every xref entry points at the start of its object.
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(pdf.slice(o, o + 7)).toBe(`${i + 1} 0 obj`));
  });
});

describe('GET /api/badge/{id}', () => {
  it('returns a deterministic, cacheable SVG per id', async () => {
    const a = await get('/api/badge/5c0a2f1e-7d3b-4e59-9a61-000000000c01');
    expectSafeSvg(a);
    // A day, not for ever: the credentials platform's own picture may arrive for an id.
    expect(a.headers['cache-control']).toContain('max-age=86400');
    expect(a.headers.etag).toBeTruthy();
    const b = await get('/api/badge/5c0a2f1e-7d3b-4e59-9a61-000000000c02');
    expect(b.body).not.toBe(a.body);
    expect((await get('/api/badge/5c0a2f1e-7d3b-4e59-9a61-000000000c01')).body).toBe(a.body);
    const cached = await get('/api/badge/5c0a2f1e-7d3b-4e59-9a61-000000000c01', {
      'if-none-match': a.headers.etag as string,
    });
    expect(cached.statusCode).toBe(304);
  });

  it.each(['%3Cscript%3E', 'a'.repeat(65), 'a b', '..%2F..%2Fetc'])('%s → 404', async (id) => {
    expect((await get(`/api/badge/${id}`)).statusCode).toBe(404);
  });
});

describe('svg helpers', () => {
  it('escapes markup and strips characters XML forbids', () => {
    expect(xml('<a href="x">&\u0000</a>')).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#60;/a&#62;');
  });
  it('takes initials from significant words', () => {
    expect(initials('Northbridge University')).toBe('NU');
    expect(initials('The University of Data')).toBe('UD');
    expect(initials('ézé')).toBe('É');
  });
});
