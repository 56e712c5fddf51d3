// `npm start` (scripts/start.mjs) serves with React's production build, and keeps the site's
// own development defaults (loopback only, captured mail) unless told it is a deployment.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm start` on a throwaway data folder until its banner is out; answers the banner. */
async function startBanner(env: Record<string, string>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tig-npm-start-'));
  // Nothing from the suite's own environment decides the mode.
  const { NODE_ENV: _n, APP_ENV: _a, DATABASE_URL: _d, ...inherited } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  try {
    await expect
      .poll(() => /Mode: .*\n/.test(out) || child.exitCode !== null, { timeout: 120_000 })
      .toBe(true);
    return out;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

test.describe('npm start', () => {
  test.setTimeout(240_000);

  test("renders with React's production build and keeps the development defaults", async () => {
    const banner = await startBanner({});
    expect(banner).toContain(
      "Mode: development (APP_ENV); pages rendered with React's production build",
    );
    expect(banner).toContain('/dev/mail');
    expect(banner).not.toContain("React's development build");
  });

  test('is a deployment when NODE_ENV=production is given, as before', async () => {
    const banner = await startBanner({
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      HOST: '127.0.0.1',
    });
    expect(banner).toContain(
      "Mode: production (APP_ENV); pages rendered with React's production build",
    );
  });
});
