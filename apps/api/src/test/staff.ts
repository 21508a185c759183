// Staff for API tests: accounts made on the database, signed in through the real two steps.
import type { InjectOptions } from 'fastify';
import type { StaffRole } from '@kilau/domain/admin';
import { TOTP } from '@kilau/domain/admin';
import { Secret, TOTP as Authenticator } from 'otpauth';
import type { Kysely } from 'kysely';
import type { Database } from '@kilau/db';
import type { App } from '../app';
import { createStaffAccount } from '../modules/admin';
import { someIp } from './members';

let seq = 0;
export const STAFF_PASSWORD = 'rahasia-staf-2026';

/** The authenticator's code for `secret` at `at` (the app's clock). */
export const totpCode = (secret: string, at: Date) =>
  new Authenticator({
    secret: Secret.fromBase32(secret),
    digits: TOTP.digits,
    period: TOTP.period,
    algorithm: TOTP.algorithm,
  }).generate({ timestamp: at.getTime() });

export const staffCookieOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((cookie) => cookie.name === 'kilau_staff')?.value;

/**
 * A staff caller: calls as this staff member (cookie session), from an address of its own so the
 * sign-in routes' per-IP limits never join tests together.
 */
export const asStaff = (app: App, token: string) => {
  const ip = someIp();
  return (options: InjectOptions) =>
    app.inject({
      remoteAddress: ip,
      ...options,
      cookies: { ...options.cookies, kilau_staff: token },
    });
};

/** A new staff account of `role`, signed in with its authenticator enrolled at `now()`. */
export async function signedInStaff(
  app: App,
  db: Kysely<Database>,
  role: StaffRole,
  now: () => Date,
) {
  seq += 1;
  const email = `${role}.${process.pid.toString(36)}${seq}@kilau.id`;
  await createStaffAccount(
    db,
    { email, name: `Staf ${role}`, role, password: STAFF_PASSWORD },
    now(),
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password: STAFF_PASSWORD },
    remoteAddress: someIp(),
  });
  if (login.statusCode !== 200) throw new Error(`staff login: ${login.statusCode} ${login.body}`);
  const token = staffCookieOf(login)!;
  const secret = login.json().data.secret as string;
  const inject = asStaff(app, token);
  const code = await inject({
    method: 'POST',
    url: '/api/admin/auth/totp',
    payload: { code: totpCode(secret, now()) },
    remoteAddress: someIp(),
  });
  if (code.statusCode !== 200) throw new Error(`staff totp: ${code.statusCode} ${code.body}`);
  const id = (code.json().data as { id: number }).id;
  return { id, email, secret, token, inject };
}
