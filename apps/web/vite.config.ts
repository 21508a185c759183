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

/** Features the root layout imports, and so every page loads. */
const EVERY_PAGE_FEATURES = new Set([
  'auth',
  'banners',
  'cart',
  'catalog',
  'newsletter',
  'search',
  'tour',
  'wishlist',
]);

type ModuleInfo = { importedIds: readonly string[] } | null;
/** The domain's zod, and its schema building blocks (text inputs, bounded numbers) over it. */
const ZOD_MODULES = ['/packages/domain/src/shared/zod.ts', '/packages/domain/src/shared/input.ts'];
const isZodModule = (id: string) => ZOD_MODULES.some((module) => id.endsWith(module));
/**
 * The sign-in feature's forms that validate with the domain's schemas. The sign-in dialogs are
 * on every page; these forms load when one opens (or with the page that shows one).
 */
const SIGN_IN_FORMS =
  /\/features\/auth\/(?:components\/(?:login|register|forgot-password|change-number|complete-profile|set-password)-form\.tsx)$/;

/**
 * Groups the storefront's own shared code into a few chunks instead of dozens of 1 KB files:
 * every request costs a round trip on a phone, and pages need most of it anyway. Route modules
 * stay separate (React Router loads them per page) and so do lazily loaded modals.
 *
 * Validation stays off the pages that only browse: the domain's schema modules (those importing
 * the domain's zod or its schema building blocks) and zod form the `forms` chunk, and the sign-in
 * forms `feature-auth-forms`. A schema module left in `shell` would make the two chunks import
 * each other, and one of them would read the other's bindings before they exist.
 */
function appChunk(
  id: string,
  { getModuleInfo }: { getModuleInfo: (id: string) => ModuleInfo },
): string | undefined {
  if (id.includes('/node_modules/') || id.includes('/modals/')) return undefined;
  if (isZodModule(id)) return 'forms';
  // The back office's charts (recharts) load on their own, only where a chart is drawn.
  if (id.includes('/app/features/admin/charts/')) return undefined;
  // The back office's roles, forms and answers go with the back office, never on shop pages.
  if (id.includes('/packages/domain/src/admin/')) return 'feature-admin';
  if (id.includes('/packages/domain/')) {
    const imports = getModuleInfo(id)?.importedIds ?? [];
    return imports.some(isZodModule) ? 'forms' : 'shell';
  }
  // Payment figures shared by checkout and the order history, not by browse pages.
  if (id.includes('/app/components/payment/')) return 'payment-figures';
  // The form hook's schema half (zod errors → field messages) goes with the schemas.
  if (id.endsWith('/app/hooks/schema-parse.ts')) return 'forms';
  if (/\/app\/(lib|components|hooks)\//.test(id)) return 'shell';
  // The product page is a page of its own (the bag page is its own feature, `features/bag`).
  // The header's pieces of the catalogue (department bar, tiles) are on every page; the listing
  // pages' filters, sorting and paging and the campaign page are not.
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
  if (!feature) return undefined;
  // The back office (`/admin`) is its own app in the same build: its own chunk, never the shell.
  if (feature === 'admin') return 'feature-admin';
  // What the root layout renders on every page (header, sign-in, mini-cart, search box,
  // department bar, wishlist hearts) travels in the shell: one request instead of five.
  if (SIGN_IN_FORMS.test(id)) return 'feature-auth-forms';
  return EVERY_PAGE_FEATURES.has(feature) ? 'shell' : `feature-${feature}`;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), precompressClientAssets(), refuseChunkCycles()],
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: appChunk } } },
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  server: { host: '127.0.0.1' },
}));
