import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Component tests only: the React Router Vite plugin is deliberately not loaded here.
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    dedupe: ['react', 'react-dom'],
  },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./app/test-setup.ts'],
    restoreMocks: true,
    // A route test renders a whole page and runs axe over it: seconds on a loaded 2-core machine.
    testTimeout: 20_000,
    unstubGlobals: true,
    // A worker imports React, the router and the app once for all its files, in one jsdom
    // window: a file's own imports and window took ~2.8 s (113 files). Tests put back what they
    // change on the window (docs/conventions.md, Tests).
    isolate: false,
    // Pre-bundle React and its testing/routing libraries with Vite's resolver so every import
    // shares ONE copy of React (dedupe above). Without it Node resolves react-dom's own
    // `require('react')` separately, which breaks as soon as two React versions are installed.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'react',
            'react/jsx-runtime',
            'react-dom',
            'react-dom/client',
            '@testing-library/react',
            'react-router',
          ],
        },
      },
    },
  },
});
