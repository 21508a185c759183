import { Secret, TOTP } from 'otpauth';
import pg from 'pg';

/** The demo data's first admin (README): enrolled at the bench's first sign-in. */
const DEMO_ADMIN = { email: 'admin@kilau.id', password: 'kilau-admin-2026' } as const;

/** The `kilau_staff=…` pair of a `set-cookie` answer. */
function staffCookie(res: Response): string {
  const pair = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((part) => part.startsWith('kilau_staff='));
  if (!pair) throw new Error(`no staff session in the answer (${res.status})`);
  return pair;
}

/**
 * The demo admin signed in for the back office's scenarios (password, then the authenticator's
 * code from the secret the first sign-in hands out): the `cookie` header of a full session.
 */
export async function signInDemoAdmin(baseUrl: string): Promise<Record<string, string>> {
  const login = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const answer = (await login.json()) as { data?: { secret?: string }; message?: string };
  if (!login.ok || !answer.data?.secret) {
    throw new Error(
      `demo admin sign-in failed (enrolled already?): ${login.status} ${answer.message}`,
    );
  }
  const cookie = staffCookie(login);
  const code = new TOTP({
    secret: Secret.fromBase32(answer.data.secret),
    digits: 6,
    period: 30,
  }).generate();
  const confirmed = await fetch(`${baseUrl}/api/admin/auth/totp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ code }),
  });
  if (!confirmed.ok) throw new Error(`demo admin code refused: ${confirmed.status}`);
  return { cookie };
}

/** The demo admin's authenticator forgotten, so the next sign-in enrols it (kept databases). */
export async function resetDemoAdminAuthenticator(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'update staff set totp_secret = null, totp_enabled_at = null, totp_last_step = null where email = $1',
      [DEMO_ADMIN.email],
    );
  } finally {
    await client.end();
  }
}
