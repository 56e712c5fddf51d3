import { defineConfig } from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

// Two kinds of unit test (docs/decisions/0050):
// - `*.test.ts(x)`: pure code, or components drawn with react-dom/server (the Editor.js
//   renderer), in Node without a DOM.
// - `*.dom.test.ts(x)`: hooks and interactive components in jsdom with Testing Library
//   (render, user-event, jest-dom matchers), set up by vitest.setup-dom.ts.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['app/**/*.test.{ts,tsx}'],
          exclude: ['app/**/*.dom.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['app/**/*.dom.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup-dom.ts'],
        },
      },
    ],
  },
});
