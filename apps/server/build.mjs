// Bundles the server into dist/main.js. Dependencies stay external (installed by npm);
// the workspace's TypeScript packages (@techgold/*) are bundled in.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
  (name) => !name.startsWith('@techgold/'),
);

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  external,
  logLevel: 'warning',
});
