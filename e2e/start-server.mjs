// Starts the built server for the browser journeys on a throwaway embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3100';
// One folder per port, so journeys on different ports can run side by side.
const dataDir = path.join(root, 'e2e', `.data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAIL_RETRY_DELAY_SECONDS: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
