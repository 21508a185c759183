import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `.br` and `.gz` twins of the client's scripts and styles at build time, so the host's
 * static file server (`@fastify/static` with `preCompressed`) serves them compressed for free.
 */
function precompressClientAssets(): Plugin {
  return {
    name: 'kilau:precompress-client-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir || path.basename(dir) !== 'client') return;
      const files = Object.keys(bundle).filter((file) => /\.(?:js|css|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(dir, file));
          if (source.byteLength < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(source, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(path.join(dir, `${file}.br`), br),
            writeFile(path.join(dir, `${file}.gz`), gzipped),
          ]);
        }),
      );
    },
  };
}

/**
 * Fails the client build when chunks import each other in a cycle: their modules would then run
 * in an order where one reads another's bindings before they exist ("Cannot access … before
 * initialization" in the browser, and a page that never hydrates).
 */
function refuseChunkCycles(): Plugin {
  return {
    name: 'kilau:refuse-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') imports.set(file, output.imports);
      }
      const done = new Set<string>();
      const visit = (file: string, path: string[]): void => {
        const seen = path.indexOf(file);
        if (seen !== -1) {
          this.error(`chunks import each other: ${[...path.slice(seen), file].join(' → ')}`);
        }
        if (done.has(file)) return;
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

type ModuleInfo = { importedIds: readonly string[] } | null;
type ChunkMeta = {
  getModuleInfo: (id: string) => ModuleInfo;
  getModuleIds: () => IterableIterator<string>;
};
/** The domain's zod, and its schema building blocks (text inputs, bounded numbers) over it. */
const ZOD_MODULES = ['/packages/domain/src/shared/zod.ts', '/packages/domain/src/shared/input.ts'];
const isZodModule = (id: string) => ZOD_MODULES.some((module) => id.endsWith(module));
/**
 * The sign-in feature's forms that validate with the domain's schemas. The sign-in dialogs are
 * on every page; these forms load when one opens (or with the page that shows one).
 */
const SIGN_IN_FORMS =
  /\/features\/auth\/(?:components\/(?:login|register|forgot-password|change-number|complete-profile|set-password)-form\.tsx)$/;

/** A domain schema module (it imports the domain's zod) or the form hook's schema half. */
const isFormsModule = (id: string, meta: ChunkMeta) =>
  id.endsWith('/app/hooks/schema-parse.ts') ||
  (id.includes('/packages/domain/') &&
    (meta.getModuleInfo(id)?.importedIds ?? []).some(isZodModule));

/**
 * The storefront's own modules the root layout imports, directly or through others, and so every
 * page runs: what `shell` may hold. A module only some pages import loads with them, never with
 * the shell. The walk stops at what loads apart (zod, the sign-in forms, lazy modals); the
 * domain's schema modules it passes through still go to `forms` (`appChunk` asks first).
 */
function rootReachable(meta: ChunkMeta): ReadonlySet<string> {
  const root = [...meta.getModuleIds()].find((id) => id.endsWith('/apps/web/app/root.tsx'));
  if (!root) throw new Error('appChunk: the root layout (app/root.tsx) is not in the build');
  const reached = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const next of meta.getModuleInfo(id)?.importedIds ?? []) {
      if (next.includes('/node_modules/') || next.includes('/modals/')) continue;
      if (isZodModule(next) || SIGN_IN_FORMS.test(next)) continue;
      stack.push(next);
    }
  }
  return reached;
}
let shellModules: ReadonlySet<string> | undefined;

/** Forgets the shell's modules when a build starts (a watching build runs several). */
function freshShellEachBuild(): Plugin {
  return {
    name: 'kilau:fresh-shell-each-build',
    apply: 'build',
    buildStart() {
      shellModules = undefined;
    },
  };
}

/**
 * Groups the storefront's own shared code into a few chunks instead of dozens of 1 KB files:
 * every request costs a round trip on a phone. `shell` holds what the root layout runs on every
 * page (found by walking its imports); `common` the shared code only some pages use; each
 * feature its own chunk. Route modules stay separate (React Router loads them per page) and so
 * do lazily loaded modals.
 *
 * Validation stays off the pages that only browse: the domain's schema modules (those importing
 * the domain's zod or its schema building blocks) and zod form the `forms` chunk, and the sign-in
 * forms `feature-auth-forms`. A schema module left in `shell` would make the two chunks import
 * each other, and one of them would read the other's bindings before they exist.
 */
function appChunk(id: string, meta: ChunkMeta): string | undefined {
  if (id.includes('/node_modules/') || id.includes('/modals/')) return undefined;
  if (isZodModule(id)) return 'forms';
  // The back office's charts (recharts) load on their own, only where a chart is drawn.
  if (id.includes('/app/features/admin/charts/')) return undefined;
  // The back office (`/admin`), its roles, forms and answers: its own app in the same build, its
  // own chunk, never on shop pages.
  if (id.includes('/packages/domain/src/admin/') || id.includes('/app/features/admin/')) {
    return 'feature-admin';
  }
  if (isFormsModule(id, meta)) return 'forms';
  if (SIGN_IN_FORMS.test(id)) return 'feature-auth-forms';
  // What the root layout renders on every page (header, sign-in, mini-cart, search box,
  // department bar, wishlist hearts, banners, the footer) travels in the shell: one request.
  shellModules ??= rootReachable(meta);
  if (shellModules.has(id)) return 'shell';
  // Shared code some pages use (domain rules, components, helpers): one chunk beside the shell.
  if (id.includes('/packages/domain/')) return 'common';
  // Payment figures shared by checkout and the order history, not by browse pages.
  if (id.includes('/app/components/payment/')) return 'payment-figures';
  if (/\/app\/(lib|components|hooks)\//.test(id)) return 'common';
  // The product page is a page of its own (the bag page is its own feature, `features/bag`); so
  // are the listing pages' filters, sorting and paging and the campaign page.
  if (id.includes('/app/features/catalog/components/product/')) return 'feature-catalog-product';
  if (
    id.includes('/app/features/catalog/components/listing/') ||
    /\/app\/features\/catalog\/components\/(?:campaign-view|campaign-products|brand-index|promotion-list)\.tsx$/.test(
      id,
    )
  ) {
    return 'feature-catalog-listing';
  }
  const feature = /\/app\/features\/([^/]+)\//.exec(id)?.[1];
  return feature ? `feature-${feature}` : undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    precompressClientAssets(),
    refuseChunkCycles(),
    freshShellEachBuild(),
  ],
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: appChunk } } },
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  server: { host: '127.0.0.1' },
}));
