// Which pages the anonymous cache may keep is said by each page's route (its React Router
// `handle`), read here from the web app's own route table and route modules.
import fs from 'node:fs';
import { matchRoutes, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import webRoutes from '../../../../web/app/routes.ts';
import { cacheablePages } from './policy.ts';

interface ConfigRoute {
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigRoute[];
}

const appDir = new URL('../../../../web/app/', import.meta.url);
/** A route module's `handle`, as the build would export it (read from its source). */
const handleOf = (file: string) =>
  /^export const handle = \{ anonCache: true \}/m.test(
    fs.readFileSync(new URL(file, appDir), 'utf8'),
  )
    ? { anonCache: true }
    : undefined;

/** The server build's flat route list, as React Router's build writes it, for the web app. */
function buildRoutes(): ServerBuild['routes'] {
  const routes: Record<string, unknown> = {
    root: { id: 'root', path: '', module: {} },
  };
  const add = (list: readonly ConfigRoute[], parentId: string) => {
    for (const r of list) {
      const id = r.file.replace(/\.tsx$/, '');
      routes[id] = {
        id,
        parentId,
        path: r.path,
        index: r.index,
        module: { handle: handleOf(r.file) },
      };
      add(r.children ?? [], id);
    }
  };
  add(webRoutes as ConfigRoute[], 'root');
  return routes as ServerBuild['routes'];
}

const cacheable = cacheablePages(buildRoutes(), matchRoutes);

describe('the pages the anonymous cache may keep, as the web routes say', () => {
  it('are the public pages that read the same for every anonymous visitor', () => {
    for (const path of [
      '/',
      '/employers',
      '/learning-providers',
      '/learners',
      '/about',
      '/what-is-tech-industry-gold',
      '/privacy',
      '/terms',
      '/accessibility',
      '/employer',
      '/talent',
      '/news',
      '/news/insights',
      '/news/12/a-title',
      '/courses',
      '/course/42',
    ]) {
      expect(cacheable(path), path).toBe(true);
    }
  });

  it("and the same pages' loader data for client-side navigation", () => {
    expect(cacheable('/_root.data')).toBe(true);
    expect(cacheable('/news.data')).toBe(true);
    expect(cacheable('/course/42.data')).toBe(true);
    expect(cacheable('/dashboard.data')).toBe(false);
  });

  it('never forms, emailed links, the member area, credentials or the 404 page', () => {
    for (const path of [
      '/join-the-community',
      '/employee-signup',
      '/join-employers',
      '/get-accredited',
      '/contact',
      '/registered',
      '/submitted',
      '/login',
      '/logout',
      '/set-password/1/abc',
      '/newsletter/confirm/abc',
      '/credential/0b7f8c1e-1234-4e5f-8a9b-0c1d2e3f4a5b',
      '/dashboard',
      '/platform/insights',
      '/event/3',
      '/insight/3',
      '/insight/edit/3/key',
      '/account',
      '/account/privacy',
      '/account/privacy/download/1/token',
      '/news/1/2/3',
      '/no-such-page',
      '/__manifest',
    ]) {
      expect(cacheable(path), path).toBe(false);
    }
  });

  it('keeps one copy per page: another spelling (empty segment, letter case) is rendered each time', () => {
    expect(cacheable('/about/')).toBe(false);
    expect(cacheable('//about')).toBe(false);
    expect(cacheable('/news//insights')).toBe(false);
    expect(cacheable('/About')).toBe(false);
    expect(cacheable('/NEWS/insights')).toBe(false);
    // Parameters keep their case.
    expect(cacheable('/news/12/A-Title')).toBe(true);
  });

  it('reads only the page route: a layout saying it may be cached does not make its pages so', () => {
    const routes = {
      root: { id: 'root', path: '', module: {} },
      layout: { id: 'layout', parentId: 'root', module: { handle: { anonCache: true } } },
      page: { id: 'page', parentId: 'layout', path: 'form', module: {} },
    } as unknown as ServerBuild['routes'];
    expect(cacheablePages(routes, matchRoutes)('/form')).toBe(false);
  });
});
