// `npm start`: builds the storefront and the API bundle when their sources changed since the last
// build, then runs the shop (API + server-rendered web) on one port in production mode, from the
// bundle (ADR 0022).
import cluster from 'node:cluster';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWhatChanged } from './builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Workers (WORKERS > 1) run this file again: the first process has built what was needed.
if (cluster.isPrimary) {
  const status = buildWhatChanged();
  if (status !== 0) process.exit(status);
}

process.env.NODE_ENV ??= 'production';
if (process.env.NODE_ENV === 'production') {
  register('./react-router-production-hook.mjs', import.meta.url);
}
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
