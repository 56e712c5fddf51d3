// Which of React's builds the built web app renders with. React picks it from NODE_ENV when it
// is first loaded: its development build checks every element and renders several times slower
// (issue 38), so `npm start` sets NODE_ENV=production (scripts/lib/built-site.mjs) and the
// start banner says which one is running.
import { createRequire } from 'node:module';
import path from 'node:path';

export type ReactBuild = 'production' | 'development';

/** React as the web build's server bundle resolves it (its jsxDEV exists only in development). */
export function reactBuild(webBuildDir: string): ReactBuild {
  const require = createRequire(path.join(webBuildDir, 'server', 'index.js'));
  const runtime = require('react/jsx-dev-runtime') as { jsxDEV?: unknown };
  return typeof runtime.jsxDEV === 'function' ? 'development' : 'production';
}
