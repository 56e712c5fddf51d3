// Issue 3's JavaScript budget (docs/decisions/0032): a public page loads at most 125 KB
// (125,000 bytes) of gzipped JavaScript, React and React Router included, and never any of the
// member area's or the editor's code. `npm run js-budget` runs just this file and prints the
// figures.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { test, expect, type Page, type Response } from './base-test.ts';
import { EDITOR, signIn } from './fixtures.ts';
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

/**
 * Script files by who loads them, from the build's route manifest: `signedIn`, the files only
 * login-required routes use (the member area and the staff console); `console`, the files only
 * the staff console (layouts/admin) uses.
 */
async function restrictedScripts(): Promise<{ signedIn: Set<string>; console: Set<string> }> {
  const serverBuild = path.resolve(import.meta.dirname, '../../apps/web/build/server/index.js');
  const { assets } = (await import(pathToFileURL(serverBuild).href)) as {
    assets: { entry: { module: string; imports: string[] }; routes: Record<string, RouteAssets> };
  };
  const { routes } = assets;
  const under = (id: string, layout: string) => {
    for (let r = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined)
      if (r.id === layout) return true;
    return false;
  };
  const files = (r: { module: string; imports?: string[] }) => [r.module, ...(r.imports ?? [])];
  const entry = new Set(files(assets.entry));
  const publicFiles = new Set(entry);
  const memberFiles = new Set(entry);
  const consoleFiles = new Set<string>();
  for (const r of Object.values(routes)) {
    const target = under(r.id, 'layouts/admin')
      ? consoleFiles
      : under(r.id, 'layouts/member')
        ? memberFiles
        : publicFiles;
    for (const file of files(r)) target.add(file);
  }
  const signedIn = new Set(
    [...memberFiles, ...consoleFiles].filter((file) => !publicFiles.has(file)),
  );
  const consoleOnly = new Set(
    [...consoleFiles].filter((file) => !publicFiles.has(file) && !memberFiles.has(file)),
  );
  // Both areas have their own layout and pages, so there is always something to look for.
  expect(signedIn.size).toBeGreaterThan(0);
  expect(consoleOnly.size).toBeGreaterThan(0);
  return { signedIn, console: consoleOnly };
}

/** Visits `pathname` and returns the scripts it loaded with their gzipped sizes. */
async function scriptsOf(page: Page, pathname: string): Promise<Map<string, number>> {
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
  const sizes = await Promise.all(scripts.values());
  return new Map([...scripts.keys()].map((file, i) => [file, sizes[i]!]));
}

test('every public page stays within the JavaScript budget and loads no member-area code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { signedIn } = await restrictedScripts();
  const pages = [...(await publicRoutes(request)), ...formPages];
  const over: string[] = [];
  for (const pathname of pages) {
    const scripts = await scriptsOf(page, pathname);
    const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    const restricted = [...scripts.keys()].filter((file) => signedIn.has(file));
    console.log(
      `${pathname}: ${bytes.toLocaleString('en-GB')} bytes of gzipped JavaScript in ${scripts.size} files`,
    );
    expect(scripts.size, `${pathname} loaded no scripts at all`).toBeGreaterThan(0);
    expect(restricted, `${pathname} loaded member-area or console code`).toEqual([]);
    if (bytes > BUDGET_BYTES) over.push(`${pathname}: ${bytes} bytes`);
  }
  expect(over, `over ${BUDGET_BYTES} bytes`).toEqual([]);
});

test('member pages load none of the staff console, even for a staff member', async ({ page }) => {
  test.setTimeout(60_000);
  const { console: consoleOnly } = await restrictedScripts();
  // A staff account is a member too: its member pages must not carry the console either.
  await signIn(page, EDITOR);
  for (const pathname of [
    '/dashboard',
    '/platform/employers',
    '/events',
    '/account',
    '/my-insights',
  ]) {
    const scripts = await scriptsOf(page, pathname);
    const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(`${pathname}: ${bytes.toLocaleString('en-GB')} bytes of gzipped JavaScript`);
    const leaked = [...scripts.keys()].filter((file) => consoleOnly.has(file));
    expect(leaked, `${pathname} loaded staff-console code`).toEqual([]);
  }
});
