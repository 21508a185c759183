// Test support for the page cache: the real app serving the fixture storefront build
// (test/page-build), and what a test reads off its pages.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppDeps } from '../app';
import { buildTestApp } from './build-test-app';

export const PAGE_BUILD_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-build');

/** The fixture build's counters (page-build/server/index.js). */
export const pageBuild = () =>
  ((
    globalThis as {
      kilauPageBuild?: { renders: number; waiting: number; gate: Promise<void> | null };
    }
  ).kilauPageBuild ??= { renders: 0, waiting: 0, gate: null });

/** An app with the fixture storefront, guests' pages public for 60 s (+ 60 s stale). */
export function buildPagesApp(
  options: {
    pageCache?: 'off' | 'memory' | 'redis';
    redis?: Redis;
    env?: Record<string, string>;
  } & Partial<Omit<AppDeps, 'config' | 'web'>> = {},
) {
  const { pageCache = 'memory', env, ...deps } = options;
  return buildTestApp({
    ...deps,
    env: {
      PAGE_CACHE: pageCache,
      GUEST_PAGE_MAX_AGE_S: '60',
      GUEST_PAGE_STALE_S: '60',
      ...(options.redis ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
      ...env,
    },
    web: { buildDir: PAGE_BUILD_DIR, mode: 'production', guestPages: { maxAgeS: 60, staleS: 60 } },
  });
}

/** The script nonce the answer's Content-Security-Policy allows. */
export const headerNonce = (res: LightMyRequestResponse) =>
  /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];

/** Every nonce attribute in the page. */
export const bodyNonces = (body: string) => [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

/** The page with its nonces blanked: what two answers of one kept page share. */
export const withoutNonces = (body: string) => body.replace(/nonce="[^"]+"/g, 'nonce=""');
