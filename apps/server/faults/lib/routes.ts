// Every route of the app, from the app itself: built in this process on the given database
// (no SSR, no workers) and read from Fastify's printRoutes tree.
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { SESSION_SECRET } from './server.ts';

export interface Route {
  method: string;
  path: string;
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
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, path: stack.join('') });
  }
  return routes;
}

export async function listRoutes(databaseUrl: string, dataDir: string): Promise<Route[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    // The throwaway cluster holds the demo data and there is no mail server.
    DEMO_DATA: 'true',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { ssr: false, workers: false });
  try {
    await app.ready();
    return parseRouteTree(app.printRoutes({ commonPrefix: false }));
  } finally {
    await app.close();
  }
}
