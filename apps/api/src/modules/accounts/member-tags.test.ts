import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => {
  await app?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;
const setTags = (member: Member, payload: Record<string, unknown>) =>
  member.inject({ method: 'POST', url: '/api/user/me/tags', payload });
const setPreferences = (member: Member, payload: Record<string, unknown>) =>
  member.inject({ method: 'POST', url: '/api/user/me/preferences', payload });
const options = async (type: string) =>
  (await app.inject({ url: `/api/user/tags/options?type=${type}` })).json().data as Array<{
    id: number;
    name: string;
    slug: string;
    type: string;
  }>;

describe('GET /api/user/tags/options', () => {
  it('offers skin types and concerns for the beauty profile, benefits and ingredients as interests', async () => {
    const beauty = await options('beauty');
    expect(new Set(beauty.map((tag) => tag.type))).toEqual(new Set(['concern', 'skin_type']));
    expect(beauty.map((tag) => tag.name)).toEqual(expect.arrayContaining(['Oily Skin', 'Acne']));
    const interest = await options('interest');
    expect(new Set(interest.map((tag) => tag.type))).toEqual(new Set(['benefit', 'ingredient']));
    expect((await app.inject({ url: '/api/user/tags/options?type=zodiac' })).statusCode).toBe(422);
  });
});

describe('POST /api/user/me/tags', () => {
  it('keeps the beauty profile by name, slug or id, and shows it on the user', async () => {
    const member = await registerMember(app);
    const acne = (await options('beauty')).find((tag) => tag.name === 'Acne');
    const res = await setTags(member, {
      type: 'beauty',
      tags: ['oily skin', 'dark-spots', acne!.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tags.beauty.map((tag: { name: string }) => tag.name)).toEqual([
      'Acne',
      'Dark Spots',
      'Oily Skin',
    ]);
    await setTags(member, { type: 'interest', tags: ['Niacinamide', 'Hydrating'] });
    const me = await member.inject({ url: '/api/accounts/user/me' });
    expect(me.json().data.tags).toMatchObject({
      beauty: [{ name: 'Acne' }, { name: 'Dark Spots' }, { name: 'Oily Skin' }],
      interest: [{ name: 'Hydrating' }, { name: 'Niacinamide' }],
    });
  });

  it('replaces one kind and leaves the other; an empty list clears it', async () => {
    const member = await registerMember(app);
    await setTags(member, { type: 'beauty', tags: ['Dry Skin', 'Redness'] });
    await setTags(member, { type: 'interest', tags: ['Retinol'] });
    const replaced = await setTags(member, { type: 'beauty', tags: ['Sensitive Skin'] });
    expect(replaced.json().data.tags).toMatchObject({
      beauty: [{ name: 'Sensitive Skin' }],
      interest: [{ name: 'Retinol' }],
    });
    const cleared = await setTags(member, { type: 'beauty', tags: [] });
    expect(cleared.json().data.tags.beauty).toEqual([]);
  });

  it('refuses unknown tags and tags of the other kind on their position, writing nothing', async () => {
    const member = await registerMember(app);
    await setTags(member, { type: 'beauty', tags: ['Acne'] });
    const res = await setTags(member, {
      type: 'beauty',
      tags: ['Oily Skin', 'Niacinamide', 'Glitter'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toEqual({
      'tags.1': 'Pilihan tidak valid',
      'tags.2': 'Pilihan tidak valid',
    });
    const me = await member.inject({ url: '/api/accounts/user/me' });
    expect(me.json().data.tags.beauty).toMatchObject([{ name: 'Acne' }]);
  });

  it.each([
    [{ type: 'zodiac', tags: ['Acne'] }, 'type'],
    [{ type: 'beauty' }, 'tags'],
    [{ type: 'beauty', tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, 'tags'],
  ])('validates the body: %o', async (payload, field) => {
    const member = await registerMember(app);
    const res = await setTags(member, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toHaveProperty(field);
  });
});

describe('POST /api/user/me/preferences', () => {
  it('starts from the defaults and merges what is sent, recording newsletter consent', async () => {
    const member = await registerMember(app);
    expect(member.body.data.user.preferences).toEqual({
      newsletter: false,
      newsletter_consented_at: null,
      newsletter_pending: false,
      language: 'id',
      notifications: { email: true, sms: false, whatsapp: false, push: false },
      messages: {},
    });
    const res = await setPreferences(member, {
      newsletter: true,
      notifications: { whatsapp: true },
    });
    expect(res.statusCode).toBe(200);
    // An unverified address: the newsletter's double opt-in mail is on its way.
    expect(res.json().data.preferences).toEqual({
      newsletter: true,
      newsletter_consented_at: FIXED_NOW.toISOString(),
      newsletter_pending: true,
      language: 'id',
      notifications: { email: true, sms: false, whatsapp: true, push: false },
      messages: {},
    });
    const english = await setPreferences(member, { language: 'en', newsletter: false });
    expect(english.json().data.preferences).toMatchObject({
      language: 'en',
      newsletter: false,
      newsletter_consented_at: null,
      newsletter_pending: false,
      notifications: { whatsapp: true },
    });
  });

  it.each([
    [{ language: 'fr' }],
    [{ theme: 'dark' }],
    [{ notifications: { pigeon: true } }],
    [{ messages: { order_shipped: { pigeon: false } } }],
    [{ messages: { flash_sale: { email: false } } }],
    [{ messages: { order_shipped: { email: 'no' } } }],
    [{ newsletter: 'yes' }],
  ])('refuses %o', async (payload) => {
    const member = await registerMember(app);
    expect((await setPreferences(member, payload)).statusCode).toBe(422);
  });

  it('is for members only', async () => {
    for (const [url, payload] of [
      ['/api/user/me/preferences', { newsletter: true }],
      ['/api/user/me/tags', { type: 'beauty', tags: ['Acne'] }],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(401);
    }
  });
});
