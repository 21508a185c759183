import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { registerMember } from '../../test/members';

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;
const me = async (member: Member) =>
  (await member.inject({ url: '/api/accounts/user/me' })).json().data;
const complete = (member: Member, payload: Record<string, unknown>) =>
  member.inject({ method: 'POST', url: '/api/auth/register/update', payload });

let phone = 812_3000_0000;
const nextPhone = () => `0${(phone += 1)}`;

describe('missing mandatory info on the user (001 §3)', () => {
  it('lists what is missing until the profile is complete', async () => {
    const member = await registerMember(app, { first_name: 'Sari' });
    expect(await me(member)).toMatchObject({
      missing_fields: ['last_name', 'phone_no', 'gender'],
      is_profile_complete: false,
      name: 'Sari',
    });
    expect(member.body.data.user.missing_fields).toEqual(['last_name', 'phone_no', 'gender']);
  });
});

describe('POST /api/auth/register/update (complete profile)', () => {
  it('fills the missing fields and answers the complete user', async () => {
    const member = await registerMember(app);
    const res = await complete(member, {
      first_name: 'Dewi',
      last_name: 'Ayu',
      phone_no: nextPhone(),
      salute_id: 1,
      date_of_birth: '1998-04-21',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profil berhasil diperbarui',
      data: {
        first_name: 'Dewi',
        last_name: 'Ayu',
        name: 'Dewi Ayu',
        gender: 'Female',
        salute: 'Ms',
        date_of_birth: '1998-04-21',
        missing_fields: [],
        is_profile_complete: true,
      },
    });
    const male = await registerMember(app);
    const byGender = await complete(male, {
      first_name: 'Budi',
      last_name: 'Santoso',
      phone_no: nextPhone(),
      gender: 'Male',
    });
    expect(byGender.json().data).toMatchObject({ gender: 'Male', salute: 'Mr' });
  });

  it('asks for every field still missing (422 “Data belum diisi” on each)', async () => {
    const member = await registerMember(app, { first_name: 'Sari' });
    const res = await complete(member, { last_name: 'Lestari' });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({
      fields: { phone_no: 'Data belum diisi', gender: 'Data belum diisi' },
      missing_fields: ['phone_no', 'gender'],
    });
    expect((await me(member)).last_name).toBe(''); // nothing written
  });

  it.each([
    [{ user_name: 'ab' }, 'user_name', 'Username harus 4 sampai 16 karakter'],
    [
      { first_name: 'D3wi' },
      'first_name',
      'Nama tidak boleh mengandung angka atau karakter khusus',
    ],
    [{ email: 'dewi@' }, 'email', 'Email tidak valid'],
    [{ phone_no: '08-12' }, 'phone_no', 'Nomor handphone hanya boleh berisi angka'],
    [{ gender: 'Other' }, 'gender', 'Pilihan tidak valid'],
  ])('validates with the register rules: %o', async (payload, field, message) => {
    const member = await registerMember(app);
    const res = await complete(member, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields[field]).toBe(message);
  });

  it('refuses another member’s e-mail, username or phone with the spec’s messages', async () => {
    const taken = await registerMember(app);
    const takenPhone = nextPhone();
    await complete(taken, {
      first_name: 'Ani',
      last_name: 'Rahma',
      phone_no: takenPhone,
      salute_id: 1,
    });
    const member = await registerMember(app);
    const base = { first_name: 'Nina', last_name: 'Kurnia', salute_id: 1 };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { ...base, phone_no: nextPhone(), email: taken.email.toUpperCase() },
        409,
        'Email sudah terdaftar.',
      ],
      [
        { ...base, phone_no: nextPhone(), user_name: taken.userName },
        409,
        'Username sudah terdaftar.',
      ],
      [
        { ...base, phone_no: nextPhone(), user_name: taken.userName, email: taken.email },
        409,
        'Username dan email sudah terdaftar.',
      ],
      [{ ...base, phone_no: `62${takenPhone.slice(1)}` }, 409, 'Nomor handphone sudah terdaftar.'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await complete(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it('keeps verification for the same e-mail and phone, drops it for new ones', async () => {
    const member = await registerMember(app);
    const phoneNo = nextPhone();
    const fields = { first_name: 'Tari', last_name: 'Utami', phone_no: phoneNo, salute_id: 1 };
    expect((await complete(member, fields)).statusCode).toBe(200);
    await database.db
      .updateTable('users')
      .set({ is_verified_email: true, is_verified_phone: true })
      .where('id', '=', member.id)
      .execute();
    const same = await complete(member, {
      email: member.email.toUpperCase(),
      phone_no: `62${phoneNo.slice(1)}`,
    });
    expect(same.json().data).toMatchObject({ is_verified_email: true, is_verified_phone: true });
    const changed = await complete(member, { email: `new.${member.email}`, phone_no: nextPhone() });
    expect(changed.json().data).toMatchObject({
      email: `new.${member.email}`,
      is_verified_email: false,
      is_verified_phone: false,
    });
  });

  it('is for members only', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register/update',
      payload: { first_name: 'X' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/profile (public profile)', () => {
  it('shows the public face by username, any case, never e-mail or phone', async () => {
    const member = await registerMember(app, { first_name: 'Maya', last_name: 'Sari' });
    await member.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      payload: {
        bio: 'Skincare minimalis.',
        social_links: [{ url: 'https://instagram.com/maya' }],
        phone_no: nextPhone(),
      },
    });
    for (const query of [
      `filter[user_name]=${member.userName.toUpperCase()}`,
      `user_name=${member.userName}`,
    ]) {
      const res = await app.inject({ url: `/api/profile?${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        user_name: member.userName,
        name: 'Maya Sari',
        first_name: 'Maya',
        image: null,
        bio: 'Skincare minimalis.',
        social_links: [{ url: 'https://instagram.com/maya' }],
        // Badges come from the rewards module (docs/design/rewards.md); a new member has none.
        badges: [],
      });
    }
    const raw = (await app.inject({ url: `/api/profile?user_name=${member.userName}` })).body;
    expect(raw).not.toContain(member.email);
  });

  it.each([['user_name=nobody_here'], ['filter[user_name]='], ['']])(
    'answers 404 for %j',
    async (query) => {
      const res = await app.inject({ url: `/api/profile?${query}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'profile_not_found',
        message: 'Profil tidak ditemukan.',
      });
    },
  );
});
