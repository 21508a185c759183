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
    // The S3-protocol test server (s3rver 3.7) writes a listing's continuation token with DES,
    // which OpenSSL 3 keeps in its legacy provider: the demo shop's 1,800 product pictures make
    // a listing longer than one page of 1,000 keys.
    execArgv: ['--openssl-legacy-provider'],
  },
});
