import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContactSchema } from '../support';
import { EMAIL_PATTERN } from './constants';
import { toFieldErrors } from './fields';
import { ChangePasswordSchema, LoginSchema, ProfileSchema, TaxNumberSchema } from './schemas';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('login, profile, password, contact and tax forms (001 §5)', () => {
  it('login needs an e-mail or username and a password', () => {
    expect(errorsOf(LoginSchema, { email: '', password: '' })).toEqual({
      email: 'Data belum diisi',
      password: 'Data belum diisi',
    });
  });

  it.each([
    [
      'matching confirmation',
      { old_password: 'lama12', new_password: 'baru123', confirm_password: 'baru123' },
      {},
    ],
    [
      "mismatch: 'Konfirmasi password tidak sesuai'",
      { old_password: 'lama12', new_password: 'baru123', confirm_password: 'baru124' },
      { confirm_password: 'Konfirmasi password tidak sesuai' },
    ],
    [
      'new password 6 to 60',
      { old_password: 'x', new_password: 'abc', confirm_password: 'abc' },
      { new_password: 'Password harus 6 sampai 60 karakter' },
    ],
  ])('001 §5 change password: %s', (_rule, input, expected) => {
    expect(errorsOf(ChangePasswordSchema, input)).toEqual(expected);
  });

  const profile = {
    user_name: 'sa',
    first_name: 'Sari',
    last_name: 'Kusuma',
    email: 'sari@example.com',
    phone_no: '81234567890',
    salute_id: 1,
  };
  it.each([
    ['a complete profile (username alpha-dash only)', {}, {}],
    ['mandatory first name', { first_name: '' }, { first_name: 'Data belum diisi' }],
    [
      'URL up to 2083 characters',
      { social_links: [{ url: `https://a.co/${'x'.repeat(2083)}` }] },
      { 'social_links.0.url': 'URL maksimal 2083 karakter' },
    ],
    [
      'URL must be a web address',
      { social_links: [{ url: 'bukan url' }] },
      { 'social_links.0.url': 'URL tidak valid' },
    ],
  ])('001 §5 profile: %s', (_rule, over, expected) => {
    expect(errorsOf(ProfileSchema, { ...profile, ...over })).toEqual(expected);
  });

  it.each([
    [
      'message 1 to 160 characters',
      { message: 'a'.repeat(161) },
      { message: 'Pesan harus 1 sampai 160 karakter' },
    ],
    ['required subject', { subject: '' }, { subject: 'Data belum diisi' }],
    ['required customer name', { customer_name: undefined }, { customer_name: 'Data belum diisi' }],
    ['a valid message', {}, {}],
  ])('001 §5 contact: %s', (_rule, over, expected) => {
    expect(
      errorsOf(ContactSchema, {
        customer_name: 'Sari',
        email: 'sari@example.com',
        subject: 'pesanan',
        message: 'Pesanan saya',
        ...over,
      }),
    ).toEqual(expected);
  });

  it.each([
    ['15 digits', '012345678901234', {}],
    ['14 digits', '01234567890123', { tax_number: 'NPWP harus 15 digit angka' }],
    ['letters', '01234567890123a', { tax_number: 'NPWP harus 15 digit angka' }],
  ])('001 §5 tax number %s', (_rule, tax_number, expected) => {
    expect(errorsOf(TaxNumberSchema, { tax_number })).toEqual(expected);
  });
});

describe('EMAIL_PATTERN', () => {
  it('is zod’s own e-mail pattern, so checks without zod accept the same addresses', () => {
    // zod escapes a dash at the end of a character class; the meaning is the same.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    'kirana@kilau.id',
    "o'neil+promo@mail.co.id",
    'a-b_c@sub-domain.example.com',
    '.dot@kilau.id',
    'two..dots@kilau.id',
    'no-at.kilau.id',
    'trailing-@kilau.id',
    'x@-kilau.id',
    'x@kilau.i',
  ])('accepts %s exactly when zod does', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(z.regexes.email.test(address));
  });
});
