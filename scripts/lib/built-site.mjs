// Starts the built site (production mode) on a throwaway embedded database for the audit
// script (lighthouse.mjs), building it first when there is no build.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export function ensureBuilt({ force = false } = {}) {
  const built =
    fs.existsSync(path.join(root, 'apps/web/build/server/index.js')) &&
    fs.existsSync(path.join(root, 'apps/server/dist/main.js'));
  if (!built || force) execSync('npm run build', { cwd: root, stdio: 'inherit' });
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
