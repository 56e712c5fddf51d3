// `npm start`: build when the build is missing or older than the sources, then serve with
// React's production build (startEnv).
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { needsBuild, root, startEnv } from './lib/built-site.mjs';

if (needsBuild()) {
  console.log('Building the site (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: startEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
