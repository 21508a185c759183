import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request, expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { baseURL } from '../playwright.config';

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
