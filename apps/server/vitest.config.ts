import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: './test/global-setup.ts',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file gets its own database copy, so files may run side by side.
    fileParallelism: true,
  },
});
