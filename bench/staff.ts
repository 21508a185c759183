import { Secret, TOTP } from 'otpauth';

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
