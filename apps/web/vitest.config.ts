import { defineConfig } from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

// Unit tests for pure web code (the Editor.js renderer). Rendered with react-dom/server, so no
// DOM emulation is needed.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
