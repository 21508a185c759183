// What the shop runs from (the storefront's build and the API bundle), what each is built from,
// and building what is older than its sources: `npm start` and the browser suite share it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * Builds each target whose sources changed since its last build (or that was never built); the
 * exit status of the first build that fails, else 0.
 */
export function buildWhatChanged() {
  for (const target of BUILDS.filter(stale)) {
    console.log(`Building ${target.name}…`);
    const [command, args] = target.command;
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}
