// The built site: whether it needs (re)building (npm start, lighthouse.mjs), and starting it in
// production mode on a throwaway embedded database for the audit script (lighthouse.mjs).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

const outputs = ['apps/server/dist/main.js', 'apps/web/build/server/index.js'].map((p) =>
  path.join(root, p),
);
const sources = [
  'apps/server/src',
  'apps/web/app',
  'packages/contracts/src',
  'apps/server/drizzle',
].map((p) => path.join(root, p));

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** True when the build is missing or older than the sources. */
export function needsBuild() {
  const builtAt = Math.min(...outputs.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)));
  return builtAt === 0 || Math.max(...sources.map(newest)) > builtAt;
}

/**
 * The environment `npm start` gives the built server. React picks its build from NODE_ENV, so
 * NODE_ENV is always production: its development build renders several times slower and is for
 * `npm run dev`. The site's own mode (loopback binding, captured mail at /dev/mail, the demo
 * data) is APP_ENV: the caller's, else the NODE_ENV they gave, else development, as before.
 */
export function startEnv(env = process.env) {
  return {
    ...env,
    DATA_DIR: env.DATA_DIR ?? path.join(root, 'data'),
    APP_ENV: env.APP_ENV ?? env.NODE_ENV ?? 'development',
    NODE_ENV: 'production',
  };
}

/** Builds the site when it needs it (or always, with force). */
export function ensureBuilt({ force = false } = {}) {
  if (force || needsBuild()) execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

/** Starts the server on `port`; resolves once /api/ready answers. */
export async function startBuiltSite(port, label) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `techgold-${label}-`));
  // Always the embedded demo database, whatever the caller's DATABASE_URL.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      // A demo deployment: the demo data and captured mail (production refuses both otherwise).
      DEMO_DATA: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  for (let i = 0; i < 180; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error('the server did not become ready in 3 minutes');
}

/** One course page and one public article of the demo data, for page lists. */
export async function samplePages(base) {
  const json = async (pathname) => {
    const res = await fetch(`${base}${pathname}`);
    if (!res.ok) throw new Error(`${pathname} answered ${res.status}`);
    return res.json();
  };
  const { courses } = await json('/api/courses?limit=1');
  const { insights } = await json('/api/insights/public?limit=1');
  return {
    course: `/course/${courses[0].id}`,
    article: `/news/${insights[0].id}/${encodeURIComponent(insights[0].url)}`,
  };
}
