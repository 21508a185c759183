import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request, expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { baseURL } from '../playwright.config';
import { waitForHydration } from './page';

/** The demo data's first admin (README, docs/design/back-office.md). */
export const DEMO_ADMIN = { email: 'admin@kilau.id', password: 'kilau-admin-2026' } as const;

/** The six digits an authenticator app shows for `secret` now (or at `at`). */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    digits: 6,
    period: 30,
  }).generate({ timestamp: at });

/** Waits into the next 30-second step: a code is good once, and a retry needs a new one. */
const nextStep = () =>
  new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));

// The demo admin enrols once per shop; its secret and its signed-in session are kept beside the
// run, so the suite's workers and retries share one sign-in (a code is good once, and two workers
// signing in within one 30-second step would refuse each other).
const runFile = (what: string) =>
  path.join(tmpdir(), `kilau-e2e-admin-${what}-${new URL(baseURL).port}.json`);
const secretFile = runFile('secret');
const sessionFile = runFile('session');
const lockDir = runFile('lock');

/** Runs `work` while holding the run's sign-in lock (a directory: made atomically, or waited on). */
async function underSignInLock<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker that died holding the lock leaves it behind: past two code steps it is stale.
      if (Date.now() - statSync(lockDir).mtimeMs > 90_000) rmSync(lockDir, { recursive: true });
      if (Date.now() > deadline)
        throw new Error(`the admin sign-in lock ${lockDir} was held too long`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** The kept session, if it is still signed in. */
async function keptSession(): Promise<APIRequestContext | undefined> {
  if (!existsSync(sessionFile)) return undefined;
  const api = await request.newContext({ baseURL, storageState: sessionFile });
  if ((await api.get('/api/admin/me')).status() === 200) return api;
  await api.dispose();
  return undefined;
}

/**
 * The demo admin signed in through the API (password, then a code): enrolled on first use, its
 * secret and session kept for the run's other workers and retries.
 */
export async function demoAdminApi(): Promise<APIRequestContext> {
  return (await keptSession()) ?? underSignInLock(async () => (await keptSession()) ?? signIn());
}

async function signIn(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/admin/auth/login', { data: DEMO_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const answer = (await login.json()).data as { next: string; secret?: string };
  let secret: string;
  if (answer.secret) {
    secret = answer.secret;
    writeFileSync(secretFile, JSON.stringify({ secret }));
  } else {
    secret = (JSON.parse(readFileSync(secretFile, 'utf8')) as { secret: string }).secret;
  }
  for (let attempt = 0; ; attempt++) {
    const code = await api.post('/api/admin/auth/totp', { data: { code: totpCode(secret) } });
    if (code.status() === 200) {
      await api.storageState({ path: sessionFile });
      return api;
    }
    // This step's code was used a moment ago: the next step's is good.
    expect(code.status(), await code.text()).toBe(422);
    expect(attempt).toBeLessThan(2);
    await nextStep();
  }
}

/** Signs in at /admin/login, enrolling the authenticator from the page's own key; its secret. */
export async function signInFirstTime(
  page: Page,
  email: string,
  password: string,
  { onSetup }: { onSetup?: (page: Page) => Promise<void> } = {},
) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByLabel('Email kerja').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Lanjut' }).click();

  await expect(
    page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }),
  ).toBeVisible();
  await onSetup?.(page);
  const key = page
    .getByText('Tidak bisa memindai? Ketik kunci ini di aplikasi:')
    .locator('xpath=following-sibling::p');
  const secret = (await key.innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel('Kode 6 angka').fill('000000');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(
    page.getByText('Kode salah atau sudah dipakai. Coba kode berikutnya.'),
  ).toBeVisible();
  await page.getByLabel('Kode 6 angka').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return secret;
}
