// npm run lighthouse: builds if needed, starts the built site on a throwaway database, and
// audits /, /courses, one course and one article with Lighthouse 12 (mobile settings),
// printing the four category scores per page. Targets: Performance ≥ 95, the rest 100.
//   --build   rebuild even when a build exists
//   --strict  exit 1 when a page misses a target
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3590);
const base = `http://127.0.0.1:${port}`;
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const built =
  fs.existsSync(path.join(root, 'apps/web/build/server/index.js')) &&
  fs.existsSync(path.join(root, 'apps/server/dist/main.js'));
if (!built || process.argv.includes('--build')) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'techgold-lighthouse-'));
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.join(root, 'apps/server'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});

function stop() {
  if (server.exitCode === null) server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

async function waitForServer() {
  for (let i = 0; i < 180; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not become ready in 3 minutes');
}

async function json(pathname) {
  const res = await fetch(`${base}${pathname}`);
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}`);
  return res.json();
}

let failed = false;
let chrome;
try {
  await waitForServer();
  const { courses } = await json('/api/courses?limit=1');
  const { insights } = await json('/api/insights/public?limit=1');
  const pages = [
    '/',
    '/courses',
    `/course/${courses[0].id}`,
    `/news/${insights[0].id}/${encodeURIComponent(insights[0].url)}`,
  ];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  for (const page of pages) {
    // Default config = mobile form factor with simulated slow 4G and CPU throttling.
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
    });
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      Object.keys(targets).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
    );
    const misses = Object.entries(targets).filter(([key, min]) => scores[key] < min);
    if (misses.length) failed = true;
    rows.push({ page, ...scores });
    for (const [key] of misses) {
      const failing = categories[key].auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`);
      console.log(`  ${page} ${key}: ${failing.join(', ') || 'see the report'}`);
    }
  }
  console.log('\nLighthouse 12, mobile settings (targets: Perf ≥ 95, A11y/BP/SEO 100)');
  console.table(rows);
} finally {
  await chrome?.kill();
  stop();
}
if (failed && process.argv.includes('--strict')) process.exit(1);
