// Issue 3's JavaScript budget (docs/decisions/0032): a public page loads at most 125 KB
// (125,000 bytes) of gzipped JavaScript, React and React Router included, and never any of the
// member area's or the editor's code. `npm run js-budget` runs just this file and prints the
// figures.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { test, expect, type Response } from './base-test.ts';
import { publicRoutes } from './public-fixtures.ts';

const BUDGET_BYTES = 125_000;

const formPages = [
  '/join-the-community',
  '/employee-signup',
  '/join-employers',
  '/get-accredited',
  '/registered',
  '/submitted',
  '/login',
];

interface RouteAssets {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

/** Script files that only login-required routes use, from the build's route manifest. */
async function memberOnlyScripts(): Promise<Set<string>> {
  const serverBuild = path.resolve(import.meta.dirname, '../../apps/web/build/server/index.js');
  const { assets } = (await import(pathToFileURL(serverBuild).href)) as {
    assets: { entry: { module: string; imports: string[] }; routes: Record<string, RouteAssets> };
  };
  const { routes } = assets;
  const isMember = (id: string) => {
    for (let r = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined)
      if (r.id === 'layouts/member') return true;
    return false;
  };
  const files = (r: { module: string; imports?: string[] }) => [r.module, ...(r.imports ?? [])];
  const shared = new Set(files(assets.entry));
  const member = new Set<string>();
  for (const r of Object.values(routes)) {
    for (const file of files(r)) (isMember(r.id) ? member : shared).add(file);
  }
  const only = new Set([...member].filter((file) => !shared.has(file)));
  // The member area has its own layout and pages, so there is always something to look for.
  expect(only.size).toBeGreaterThan(0);
  return only;
}

test('every public page stays within the JavaScript budget and loads no member-area code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const memberOnly = await memberOnlyScripts();
  const pages = [...(await publicRoutes(request)), ...formPages];
  const over: string[] = [];
  for (const pathname of pages) {
    const scripts = new Map<string, Promise<number>>();
    const onResponse = (res: Response) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.set(
        new URL(res.url()).pathname,
        res.body().then((body) => zlib.gzipSync(body, { level: 9 }).length),
      );
    };
    page.on('response', onResponse);
    await page.goto(pathname, { waitUntil: 'networkidle' });
    page.off('response', onResponse);

    const bytes = (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0);
    const member = [...scripts.keys()].filter((file) => memberOnly.has(file));
    console.log(
      `${pathname}: ${bytes.toLocaleString('en-GB')} bytes of gzipped JavaScript in ${scripts.size} files`,
    );
    expect(scripts.size, `${pathname} loaded no scripts at all`).toBeGreaterThan(0);
    expect(member, `${pathname} loaded member-area code`).toEqual([]);
    if (bytes > BUDGET_BYTES) over.push(`${pathname}: ${bytes} bytes`);
  }
  expect(over, `over ${BUDGET_BYTES} bytes`).toEqual([]);
});
