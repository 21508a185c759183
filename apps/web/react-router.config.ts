import type { Config } from '@react-router/dev/config';

// The API server (apps/api) hosts this build: it imports build/server/index.js and serves
// build/client as static files. Keep these three settings in step with it.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
