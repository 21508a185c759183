import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const DB_SETUP = './packages/db/src/testing/global-setup.ts';

export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one idle: on a 2-core machine, one file at a time).
    // Each test file has its own database and Redis prefix and each worker its own media folder.
    maxWorkers: Math.max(2, availableParallelism()),
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
          // A worker imports the modules once for all its files (nothing here mocks a module).
          isolate: false,
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
          // A worker imports the app once for all its files: a file's own import took ~7 s.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.{ts,mts}',
    ],
  },
});
