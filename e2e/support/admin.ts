import { readFileSync, writeFileSync } from 'node:fs';
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

// The demo admin enrols once per shop; its secret is kept beside the run for later workers.
const secretFile = path.join(tmpdir(), `kilau-e2e-admin-${new URL(baseURL).port}.json`);

/**
 * The demo admin signed in through the API (password, then a code): enrolled on first use, its
 * secret kept for the run's other workers and retries.
 */
export async function demoAdminApi(): Promise<APIRequestContext> {
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
    if (code.status() === 200) return api;
    // This step's code was used by another worker a moment ago: the next step's is good.
    expect(code.status(), await code.text()).toBe(422);
    expect(attempt).toBe(0);
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
