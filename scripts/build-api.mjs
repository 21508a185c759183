// `npm run build` (with the storefront): bundles the API for production into apps/api/dist, so
// the shop runs plain JavaScript instead of compiling TypeScript as it loads (ADR 0022): the
// workspace packages (@kilau/*) are bundled in, everything from node_modules stays an import.
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'apps/api/dist');

/** Bare imports stay imports (node_modules), except the workspace's own TypeScript packages. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kilau/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'apps/api/src/server.ts')],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [nodeModulesExternal],
  logLevel: 'warning',
});
// Files the code opens beside itself (`new URL('./…', import.meta.url)`).
await copyFile(
  path.join(root, 'apps/api/src/lib/image-worker.mjs'),
  path.join(outdir, 'image-worker.mjs'),
);
console.log(`API bundled into ${path.relative(root, outdir)}.`);
