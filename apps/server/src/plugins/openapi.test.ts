// The OpenAPI document: every API route in it, each operation stating who may call it, served
// outside production, and docs/openapi.json what `npm run openapi` writes today.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { openApiText, OPENAPI_DOC } from '../openapi-cli.ts';
import { openTestDatabase, testConfig } from '../../test/helpers.ts';
import { describeAccess } from './access.ts';
import { ACCESS_EXTENSION, OPENAPI_PATH } from './openapi.ts';

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

let app: App;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await openTestDatabase();
  drop = async () => {
    await db.handle.close();
    await db.drop();
  };
  app = await buildApp(testConfig(db.url ? { DATABASE_URL: db.url } : {}), {
    database: db.handle,
    ssr: false,
    workers: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

/** `/api/course/:id` as OpenAPI writes it: `/api/course/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const document = () => app.swagger() as unknown as Document;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes every API route with the access level it declares', () => {
    const doc = document();
    expect(doc.openapi).toBe('3.1.0');
    const routes = app.routeAccess().filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} is missing`).toBeDefined();
      expect(operation?.[ACCESS_EXTENSION], `${route.method} ${route.url}`).toBe(
        describeAccess(route.access),
      );
    }
  });

  it('describes nothing else: every operation is an API route that states its access', () => {
    const declared = new Set(
      app.routeAccess().map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`),
    );
    for (const [path, operations] of Object.entries(document().paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(declared.has(`${method} ${path}`), `${method} ${path}`).toBe(true);
        expect(typeof operation[ACCESS_EXTENSION], `${method} ${path}`).toBe('string');
      }
    }
  });

  it("carries the routes' own schemas", () => {
    const login = document().paths['/api/login']?.post as {
      requestBody?: { content: Record<string, { schema: { properties?: object } }> };
    };
    expect(
      Object.keys(login.requestBody?.content['application/json']?.schema.properties ?? {}),
    ).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('is served at /api/openapi.json to anyone, never from the anonymous cache', async () => {
    const first = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    const second = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toEqual(JSON.parse(JSON.stringify(document())));
    expect(second.headers['x-anon-cache']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('docs/openapi.json is the document as the routes describe it today (npm run openapi)', async () => {
    const written = fs.readFileSync(OPENAPI_DOC, 'utf8');
    expect(written, 'docs/openapi.json is out of date: run `npm run openapi`').toBe(
      await openApiText(document()),
    );
  });
});
