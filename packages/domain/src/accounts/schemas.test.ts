import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './fields';
import { AddressSchema, RegisterSchema, createAddressSchema } from './schemas';
import type { z } from 'zod';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

const address = {
  title: 'Rumah Utama',
  contact: 'Sari',
  address1: 'Jl. Kemang Raya 10',
  province: 6,
  city: 'Jakarta Selatan',
  district: 'Mampang',
  subdistrict: 'Bangka',
  zipcode: '12730',
  phone: '081234567890',
};

describe('address form (000 §5, 001 §5)', () => {
  it('accepts a complete address and defaults country to Indonesia', () => {
    expect(AddressSchema.parse(address)).toMatchObject({ country: 'Indonesia', default: false });
  });

  it.each([
    ["required title: 'Data belum diisi'", { title: '' }, 'title', 'Data belum diisi'],
    ['required contact', { contact: '  ' }, 'contact', 'Data belum diisi'],
    ['required address', { address1: undefined }, 'address1', 'Data belum diisi'],
    ['required province', { province: '' }, 'province', 'Data belum diisi'],
    ['required city', { city: undefined }, 'city', 'Data belum diisi'],
    ['required district', { district: '' }, 'district', 'Data belum diisi'],
    ['required subdistrict', { subdistrict: null }, 'subdistrict', 'Data belum diisi'],
    [
      'zipcode 5 digits (too short)',
      { zipcode: '1273' },
      'zipcode',
      'Kode pos harus 5 digit angka',
    ],
    ['zipcode 5 digits (letters)', { zipcode: '1273a' }, 'zipcode', 'Kode pos harus 5 digit angka'],
    [
      'phone numeric',
      { phone: '0812-3456-789' },
      'phone',
      'Nomor handphone hanya boleh berisi angka',
    ],
    ['phone minimum 10', { phone: '081234567' }, 'phone', 'Nomor handphone minimal 10 digit'],
    [
      'label alphabetic with spaces',
      { title: 'Rumah 2' },
      'title',
      'Label hanya boleh berisi huruf dan spasi',
    ],
    ['label at least 4 characters', { title: 'Kos' }, 'title', 'Label harus 4 sampai 16 karakter'],
    [
      'label at most 16 characters',
      { title: 'Rumah Nenek Di Bogor' },
      'title',
      'Label harus 4 sampai 16 karakter',
    ],
  ])('000 §5 %s', (_rule, over, field, message) => {
    expect(errorsOf(AddressSchema, { ...address, ...over })[field]).toBe(message);
  });

  it.each([
    ['label of 4 letters', { title: 'Kost' }],
    ['label of 16 characters', { title: 'Rumah Nenek Kita' }],
    ['phone of 10 digits', { phone: '0812345678' }],
  ])('000 §5 accepts %s', (_rule, over) => {
    expect(errorsOf(AddressSchema, { ...address, ...over })).toEqual({});
  });

  it('speaks English on request', () => {
    expect(errorsOf(createAddressSchema('en'), { ...address, title: '' }).title).toBe(
      'This field is required',
    );
  });
});

const register = { email: 'sari@example.com', user_name: 'sari_k', password: 'rahasia1' };

describe('register form (001 §5)', () => {
  it('needs only e-mail, username and password', () => {
    expect(errorsOf(RegisterSchema, register)).toEqual({});
    expect(Object.keys(errorsOf(RegisterSchema, {})).sort()).toEqual([
      'email',
      'password',
      'user_name',
    ]);
  });

  it.each([
    ["email valid ('Email tidak valid')", { email: 'sari@' }, 'email', 'Email tidak valid'],
    [
      'email local part up to 64',
      { email: `${'a'.repeat(65)}@example.com` },
      'email',
      'Bagian email sebelum @ maksimal 64 karakter',
    ],
    [
      'username alpha-dash',
      { user_name: 'sari k' },
      'user_name',
      'Username hanya boleh berisi huruf, angka, tanda hubung (-) dan garis bawah (_)',
    ],
    [
      'registration username at least 4',
      { user_name: 'sar' },
      'user_name',
      'Username harus 4 sampai 16 karakter',
    ],
    [
      'registration username at most 16',
      { user_name: 'a'.repeat(17) },
      'user_name',
      'Username harus 4 sampai 16 karakter',
    ],
    [
      'password at least 6',
      { password: '12345' },
      'password',
      'Password harus 6 sampai 60 karakter',
    ],
    [
      'password at most 60',
      { password: 'a'.repeat(61) },
      'password',
      'Password harus 6 sampai 60 karakter',
    ],
    [
      'first name no digits',
      { first_name: 'Sari2' },
      'first_name',
      'Nama tidak boleh mengandung angka atau karakter khusus',
    ],
    [
      'last name at most 32',
      { last_name: 'a'.repeat(33) },
      'last_name',
      'Nama harus 1 sampai 32 karakter',
    ],
    [
      'other phone fields 9 to 14 digits',
      { phone_no: '12345678' },
      'phone_no',
      'Nomor handphone harus 9 sampai 14 digit',
    ],
    [
      'date of birth year-month-day',
      { date_of_birth: '1995-02-30' },
      'date_of_birth',
      'Tanggal lahir tidak valid',
    ],
  ])('001 §5 %s', (_rule, over, field, message) => {
    expect(errorsOf(RegisterSchema, { ...register, ...over })[field]).toBe(message);
  });

  it('001 §5 e-mail domain up to 254', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`;
    expect(errorsOf(RegisterSchema, { ...register, email: `sari@${domain}` }).email).toBe(
      'Domain email maksimal 254 karakter',
    );
  });

  it('001 §5 accepts edge lengths', () => {
    expect(
      errorsOf(RegisterSchema, {
        ...register,
        user_name: 'abcd',
        password: '123456',
        first_name: 'A',
        phone_no: '812345678',
      }),
    ).toEqual({});
  });
});
