// `npm start`: builds the storefront when its sources changed since the last build, then runs
// the shop (API + server-rendered web) on one port in production mode.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtEntry = path.join(root, 'apps/web/build/server/index.js');
const SOURCES = ['apps/web/app', 'apps/web/public', 'packages/domain/src'];
const CONFIGS = [
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

function needsBuild() {
  if (!existsSync(builtEntry)) return true;
  const builtAt = statSync(builtEntry).mtimeMs;
  return [...SOURCES, ...CONFIGS].some((entry) => newestMtime(path.join(root, entry)) > builtAt);
}

// Workers (WORKERS > 1) run this file again: the first process has built what was needed.
if (cluster.isPrimary && needsBuild()) {
  console.log('Building the storefront…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@kilau/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
if (process.env.NODE_ENV === 'production') {
  const { register: registerHook } = await import('node:module');
  registerHook('./react-router-production-hook.mjs', import.meta.url);
}
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/api/src/server.ts'));
