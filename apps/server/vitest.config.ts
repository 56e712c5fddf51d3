import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The outage test needs a real server behind a proxy, so it joins only with DATABASE_URL.
    include: [
      'src/**/*.test.ts',
      ...(process.env.DATABASE_URL ? ['test/pg-only/**/*.test.ts'] : []),
    ],
    globalSetup: './test/global-setup.ts',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file gets its own database copy, so files may run side by side.
    fileParallelism: true,
  },
});
