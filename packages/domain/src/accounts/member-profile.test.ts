import { describe, expect, it } from 'vitest';
import { createCompleteProfileSchema } from './schemas';
import {
  DEFAULT_PREFERENCES,
  mergePreferences,
  PreferencesUpdateSchema,
  readPreferences,
} from './preferences';
import { fitsMemberTagType } from './member-tags';
import { checkProfileImage, PROFILE_IMAGE_MAX_BYTES, sniffImageKind } from './profile-image';
import { decideSocialLink, socialNames, type SocialProfile } from './social-login';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50);
const GIF = new TextEncoder().encode('GIF89a');
const RIFF_WAVE = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45);

describe('profile photo (001 §5): png, jpg, jpeg by content, at most 5 MB', () => {
  it.each([
    ['PNG signature', PNG, 'png'],
    ['JPEG signature', JPEG, 'jpeg'],
    ['WebP signature', WEBP, 'webp'],
    ['GIF', GIF, null],
    ['RIFF that is not WebP (WAVE)', RIFF_WAVE, null],
    ['a truncated PNG signature', PNG.slice(0, 4), null],
    ['empty', bytes(), null],
  ])('%s → %s', (_what, head, kind) => {
    expect(sniffImageKind(head)).toBe(kind);
  });

  it.each([
    ['a jpeg of 5 MB exactly', JPEG, PROFILE_IMAGE_MAX_BYTES, { ok: true, value: 'jpeg' }],
    [
      'a jpeg one byte over',
      JPEG,
      PROFILE_IMAGE_MAX_BYTES + 1,
      { ok: false, code: 'review_photo_too_large' },
    ],
    ['a gif', GIF, 1_000, { ok: false, code: 'review_photo_type' }],
  ])('%s', (_what, head, size, result) => {
    expect(checkProfileImage({ head, size })).toEqual(result);
  });
});

describe('preferences (001 §7 POST /user/me/preferences)', () => {
  const now = new Date('2026-11-21T03:00:00Z');
  it.each([
    ['nothing stored', {}, DEFAULT_PREFERENCES],
    ['not an object', 'x', DEFAULT_PREFERENCES],
    [
      'a partly malformed object',
      { newsletter: 'yes', language: 'en', notifications: { sms: true, push: 'no' } },
      {
        ...DEFAULT_PREFERENCES,
        language: 'en',
        notifications: { ...DEFAULT_PREFERENCES.notifications, sms: true },
      },
    ],
  ])('reads %s leniently', (_what, stored, expected) => {
    expect(readPreferences(stored)).toEqual(expected);
  });

  it.each([
    [
      'newsletter on records consent',
      DEFAULT_PREFERENCES,
      { newsletter: true },
      true,
      now.toISOString(),
    ],
    [
      'newsletter on again keeps the first consent',
      {
        ...DEFAULT_PREFERENCES,
        newsletter: true,
        newsletter_consented_at: '2026-01-01T00:00:00.000Z',
      },
      { newsletter: true },
      true,
      '2026-01-01T00:00:00.000Z',
    ],
    [
      'newsletter off clears it',
      {
        ...DEFAULT_PREFERENCES,
        newsletter: true,
        newsletter_consented_at: '2026-01-01T00:00:00.000Z',
      },
      { newsletter: false },
      false,
      null,
    ],
    ['another field leaves it', DEFAULT_PREFERENCES, { language: 'en' as const }, false, null],
  ])('%s', (_what, current, update, newsletter, consentedAt) => {
    const merged = mergePreferences(current, update, now);
    expect(merged.newsletter).toBe(newsletter);
    expect(merged.newsletter_consented_at).toBe(consentedAt);
  });

  it('merges notification channels one by one and refuses unknown keys', () => {
    const merged = mergePreferences(
      DEFAULT_PREFERENCES,
      { notifications: { whatsapp: true } },
      now,
    );
    expect(merged.notifications).toEqual({ email: true, sms: false, whatsapp: true, push: false });
    expect(PreferencesUpdateSchema.safeParse({ notifications: { pigeon: true } }).success).toBe(
      false,
    );
    expect(PreferencesUpdateSchema.safeParse({ theme: 'dark' }).success).toBe(false);
    expect(PreferencesUpdateSchema.safeParse({ language: 'fr' }).success).toBe(false);
  });
});

describe('member tags: beauty profile and interests from the catalogue tags', () => {
  it.each([
    ['beauty', 'skin_type', true],
    ['beauty', 'concern', true],
    ['beauty', 'benefit', false],
    ['interest', 'benefit', true],
    ['interest', 'ingredient', true],
    ['interest', 'skin_type', false],
  ] as const)('%s takes %s: %s', (type, catalogueType, fits) => {
    expect(fitsMemberTagType(type, catalogueType)).toBe(fits);
  });
});

describe('social sign-in: link, create or refuse', () => {
  const profile = (over: Partial<SocialProfile> = {}): SocialProfile => ({
    provider: 'google',
    subject: 'g-1',
    email: 'dewi@example.com',
    emailVerified: true,
    firstName: 'Dewi',
    lastName: 'Ayu',
    name: 'Dewi Ayu',
    ...over,
  });
  it.each([
    [
      'a linked member logs in',
      profile(),
      7,
      9,
      { ok: true, value: { action: 'login', userId: 7 } },
    ],
    [
      'a linked Facebook member without e-mail still logs in',
      profile({ provider: 'facebook', email: null }),
      7,
      null,
      { ok: true, value: { action: 'login', userId: 7 } },
    ],
    [
      '001 §8 Facebook without e-mail',
      profile({ provider: 'facebook', email: null }),
      null,
      null,
      { ok: false, code: 'login_facebook_no_email' },
    ],
    [
      'Google without e-mail',
      profile({ email: '' }),
      null,
      null,
      { ok: false, code: 'social_email_missing' },
    ],
    [
      'a verified e-mail links its member',
      profile(),
      null,
      9,
      { ok: true, value: { action: 'link', userId: 9 } },
    ],
    [
      'an unverified e-mail never takes over a member',
      profile({ emailVerified: false }),
      null,
      9,
      { ok: false, code: 'register_email_taken' },
    ],
    [
      'a new e-mail creates a member',
      profile({ emailVerified: false }),
      null,
      null,
      { ok: true, value: { action: 'create', email: 'dewi@example.com', emailVerified: false } },
    ],
  ])('%s', (_what, p, linkedUserId, emailOwnerId, expected) => {
    expect(decideSocialLink({ profile: p, linkedUserId, emailOwnerId })).toEqual(expected);
  });

  it.each([
    [
      { firstName: 'Dewi', lastName: 'Ayu', name: null },
      { first_name: 'Dewi', last_name: 'Ayu' },
    ],
    [
      { firstName: null, lastName: null, name: 'Dewi  Ayu Lestari' },
      { first_name: 'Dewi Ayu', last_name: 'Lestari' },
    ],
    [
      { firstName: null, lastName: null, name: 'Cher' },
      { first_name: 'Cher', last_name: '' },
    ],
    [
      { firstName: 'D3wi', lastName: 'Ayu', name: null },
      { first_name: '', last_name: 'Ayu' },
    ],
    [
      { firstName: 'A'.repeat(33), lastName: null, name: null },
      { first_name: '', last_name: '' },
    ],
    [
      { firstName: null, lastName: null, name: null },
      { first_name: '', last_name: '' },
    ],
  ])('names from %o', (input, expected) => {
    expect(socialNames(input)).toEqual(expected);
  });
});

describe('complete profile (001 §7 POST /auth/register/update): register rules per field', () => {
  const schema = createCompleteProfileSchema('id');
  it.each([
    [{ user_name: 'abc' }, 'user_name', 'Username harus 4 sampai 16 karakter'],
    [
      { first_name: 'D3wi' },
      'first_name',
      'Nama tidak boleh mengandung angka atau karakter khusus',
    ],
    [{ email: 'dewi@' }, 'email', 'Email tidak valid'],
    [{ phone_no: '0812' }, 'phone_no', 'Nomor handphone harus 9 sampai 14 digit'],
    [{ gender: 'X' }, 'gender', 'Pilihan tidak valid'],
  ])('%o → %s', (body, field, message) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it('accepts the fields, blank ones as absent', () => {
    expect(
      schema.parse({ user_name: 'dewi_ayu', first_name: 'Dewi', last_name: '', salute_id: '1' }),
    ).toEqual({ user_name: 'dewi_ayu', first_name: 'Dewi', salute_id: 1 });
  });
});
