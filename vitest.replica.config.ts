import { defineConfig } from 'vitest/config';

// `npm run test:replica`: the shop on a throw-away PostgreSQL primary and a streaming replica
// that the test starts itself from Debian's binaries (apps/api/src/test/streaming-replica.ts).
export default defineConfig({
  test: {
    name: 'replica',
    root: './apps/api',
    include: ['src/**/*.streaming.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
