// `npm run test:instances`: the two-instance test (two shop processes behind nginx on one
// PostgreSQL and one Redis). Its own Vitest run, outside `npm test`: it needs the built shop,
// PostgreSQL, Redis and nginx, and starts real processes.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'instances',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
