// `npm start`: builds the storefront and the API bundle when their sources changed since the last
// build, then runs the shop (API + server-rendered web) on one port in production mode, from the
// bundle (ADR 0022).
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What is built, from what, and how. */
const BUILDS = [
  {
    name: 'the storefront',
    entry: 'apps/web/build/server/index.js',
    sources: [
      'apps/web/app',
      'apps/web/public',
      'packages/domain/src',
      'apps/web/vite.config.ts',
      'apps/web/react-router.config.ts',
      'apps/web/package.json',
    ],
    command: ['npm', ['run', 'build', '-w', '@kilau/web']],
  },
  {
    name: 'the API',
    entry: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'packages/domain/src', 'packages/db/src', 'scripts/build-api.mjs'],
    command: [process.execPath, [path.join(root, 'scripts/build-api.mjs')]],
  },
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

function stale({ entry, sources }) {
  const built = path.join(root, entry);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

// Workers (WORKERS > 1) run this file again: the first process has built what was needed.
if (cluster.isPrimary) {
  for (const target of BUILDS.filter(stale)) {
    console.log(`Building ${target.name}…`);
    const [command, args] = target.command;
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
if (process.env.NODE_ENV === 'production') {
  register('./react-router-production-hook.mjs', import.meta.url);
}
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
