import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { registerMember } from '../../test/members';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => {
  await app?.close();
});

const newMember = () => registerMember(app);
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

describe('coachmarks and legal statements on PUT /api/users/{id}', () => {
  it('adds coachmarks seen to the list, once each, in the order first seen', async () => {
    const m = await newMember();
    await put(m.token, m.id, { coachmark_visited: ['home_tour', 'pdp_tour'] });
    const res = await put(m.token, m.id, {
      coachmark_visited: ['pdp_tour', 'cart_tour', 'cart_tour'],
    });
    expect(res.json().data.coachmark_visited).toEqual(['home_tour', 'pdp_tour', 'cart_tour']);
    const untouched = await put(m.token, m.id, { first_name: 'Rina' });
    expect(untouched.json().data.coachmark_visited).toEqual(['home_tour', 'pdp_tour', 'cart_tour']);
  });

  it('keeps at most 50 names (the first seen) and refuses odd names', async () => {
    const m = await newMember();
    const names = (from: number) => Array.from({ length: 30 }, (_, i) => `tour_${from + i}`);
    await put(m.token, m.id, { coachmark_visited: names(0) });
    const res = await put(m.token, m.id, { coachmark_visited: names(30) });
    const list = res.json().data.coachmark_visited as string[];
    expect(list).toHaveLength(50);
    expect(list[0]).toBe('tour_0');
    expect(list[49]).toBe('tour_49');
    const odd = await put(m.token, m.id, { coachmark_visited: ['Home Tour!'] });
    expect(odd.statusCode).toBe(422);
    expect(odd.json().data.fields['coachmark_visited.0']).toBe('Pilihan tidak valid');
    const many = await put(m.token, m.id, { coachmark_visited: names(0).concat(names(30)) });
    expect(many.statusCode).toBe(422);
  });

  it('accepts the legal statements for good: false is refused', async () => {
    const m = await newMember();
    expect((await put(m.token, m.id, { first_name: 'Ayu' })).json().data).toMatchObject({
      is_agree_to_legal_statements: false,
    });
    await put(m.token, m.id, { is_agree_to_legal_statements: true });
    const back = await put(m.token, m.id, { is_agree_to_legal_statements: false });
    expect(back.statusCode).toBe(422);
    const me = await app.inject({
      url: '/api/accounts/user/me',
      cookies: { kilau_session: m.token },
    });
    expect(me.json().data.is_agree_to_legal_statements).toBe(true);
  });

  it("refuses another member's phone number, in any written form", async () => {
    const a = await newMember();
    const b = await newMember();
    expect((await put(a.token, a.id, { phone_no: '081298765432' })).statusCode).toBe(200);
    const taken = await put(b.token, b.id, { phone_no: '6281298765432' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'already_taken',
      message: 'Nomor handphone sudah terdaftar.',
    });
  });
});

describe('two members taking the same username at once', () => {
  it('gives it to one; the other hears the spec message, never a server error', async () => {
    const members = await Promise.all([newMember(), newMember(), newMember()]);
    const wanted = `rebut_${members[0].id}`;
    const answers = await Promise.all(
      members.map((m) => put(m.token, m.id, { user_name: wanted })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe('Username sudah terdaftar.');
    }
  });
});
