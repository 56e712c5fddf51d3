// Every route of the app, from the app itself: built in this process on the given database
// (no SSR, no workers) and read from Fastify's printRoutes tree.
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { SESSION_SECRET } from './server.ts';

export interface Route {
  method: string;
  path: string;
  /** Bytes of body the route accepts; past it the server answers 413 and closes early. */
  bodyLimit: number;
}

/** Parses `printRoutes({ commonPrefix: false })`: one segment per line, indented by depth. */
export function parseRouteTree(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    for (const method of m[3]?.split(', ') ?? [])
      routes.push({ method, path: stack.join(''), bodyLimit: 0 });
  }
  return routes;
}

/** The app's routes and the body limit of a request that matches none of them. */
export async function listRoutes(
  databaseUrl: string,
  dataDir: string,
): Promise<{ routes: Route[]; defaultBodyLimit: number }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    // The throwaway cluster holds the demo data and there is no mail server.
    DEMO_DATA: 'true',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const limits = new Map<string, number>();
  const app = await buildApp(config, {
    ssr: false,
    workers: false,
    onRoute: (r) => {
      for (const method of [r.method].flat())
        limits.set(`${method} ${r.url}`, r.bodyLimit ?? config.BODY_LIMIT_BYTES);
    },
  });
  try {
    await app.ready();
    const routes = parseRouteTree(app.printRoutes({ commonPrefix: false })).map((r) => {
      const bodyLimit = limits.get(`${r.method} ${r.path}`);
      if (bodyLimit === undefined) throw new Error(`no onRoute record for ${r.method} ${r.path}`);
      return { ...r, bodyLimit };
    });
    return { routes, defaultBodyLimit: config.BODY_LIMIT_BYTES };
  } finally {
    await app.close();
  }
}
