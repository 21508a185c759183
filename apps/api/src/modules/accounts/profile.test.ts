import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => {
  await app?.close();
});

let n = 0;
async function newMember() {
  n += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `dewi${n}@example.com`, user_name: `dewi_${n}`, password: 'rahasia123' },
    remoteAddress: `10.1.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  return {
    id: res.json().data.user.id as number,
    userName: `dewi_${n}`,
    token: res.cookies.find((c) => c.name === 'kilau_session')!.value,
  };
}
const put = (token: string, id: number, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    cookies: { kilau_session: token },
    payload,
  });

describe('PUT /api/users/{id}', () => {
  it('updates the own profile: names, salute → gender, coachmarks, legal terms', async () => {
    const m = await newMember();
    const res = await put(m.token, m.id, {
      first_name: 'Dewi',
      last_name: 'Lestari',
      salute_id: 2,
      coachmark_visited: ['home_tour'],
      is_agree_to_legal_statements: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profil berhasil diperbarui',
      data: {
        first_name: 'Dewi',
        last_name: 'Lestari',
        gender: 'Male',
        salute: 'Mr',
        coachmark_visited: ['home_tour'],
        is_agree_to_legal_statements: true,
      },
    });
  });

  it("answers 404 for another member's id, 401 without a session", async () => {
    const a = await newMember();
    const b = await newMember();
    expect((await put(a.token, b.id, { first_name: 'X' })).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      payload: { first_name: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses another member's username and validates names", async () => {
    const a = await newMember();
    const b = await newMember();
    const taken = await put(a.token, a.id, { user_name: b.userName.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Username sudah terdaftar.');
    const bad = await put(a.token, a.id, { first_name: 'D3wi!' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.fields).toHaveProperty('first_name');
  });
});
