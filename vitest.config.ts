import { defineConfig } from 'vitest/config';

const DB_SETUP = './packages/db/src/testing/global-setup.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db',
          root: './packages/db',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: [`../../${DB_SETUP}`],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          // Needs a primary and a streaming replica of its own: `npm run test:replica`.
          exclude: ['src/**/*.streaming.test.ts', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.{ts,mts}',
    ],
  },
});
