// Members for API tests: registered through the real endpoint, signed in by cookie.
import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { App } from '../app';

let seq = 0;

/** A client address of its own, so the per-IP login limit never joins tests together. */
export const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const sessionOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((cookie) => cookie.name === 'kilau_session')?.value;

/** Registers a fresh member (unique e-mail and username); extra fields go in the body. */
export async function registerMember(app: App, extra: Record<string, unknown> = {}) {
  seq += 1;
  const tag = `${process.pid.toString(36)}${seq}`;
  const payload = {
    email: `member${tag}@example.com`,
    user_name: `member_${tag}`.slice(0, 16),
    password: 'rahasia123',
    ...extra,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: someIp(),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const token = sessionOf(res);
  if (!token) throw new Error('register set no session cookie');
  const body = res.json();
  return {
    id: body.data.user.id as number,
    email: payload.email,
    userName: payload.user_name,
    token,
    body,
    /** Calls as this member (cookie session). */
    inject: (options: InjectOptions) =>
      app.inject({ ...options, cookies: { ...options.cookies, kilau_session: token } }),
  };
}
