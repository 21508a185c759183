import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../accounts/fields';
import { messagesFor } from '../messages';
import type { z } from '../shared/zod';
import { PERMISSIONS, roleMay, STAFF_ROLES, type Permission, type StaffRole } from './roles';
import { staffCreateSchema, staffLoginSchema, staffUpdateSchema, totpCodeSchema } from './schemas';
import { storeStockCountSchema } from './stock';

const t = messagesFor('id');

// One row per line of the roles table in docs/design/back-office.md.
const MAY: Record<StaffRole, Permission[]> = {
  admin: [...PERMISSIONS],
  merchandiser: [
    'catalogue.write',
    'stock.write',
    'promotions.write',
    'banners.write',
    'authenticity.manage',
    'quiz.write',
    'analytics.read',
  ],
  operations: ['orders.read', 'orders.write'],
  support: ['customers.read', 'customers.write', 'orders.read', 'support.tickets'],
  content: ['content.write', 'reviews.moderate', 'banners.write', 'quiz.write', 'academy.manage'],
  store_staff: ['store.collect'],
};

describe('roles and permissions', () => {
  const rows = STAFF_ROLES.flatMap((role) =>
    PERMISSIONS.map((permission) => [role, permission, MAY[role].includes(permission)] as const),
  );
  it.each(rows)('%s may %s: %s', (role, permission, allowed) => {
    expect(roleMay(role, permission)).toBe(allowed);
  });
  it('only an admin manages staff and reads the audit log', () => {
    expect(STAFF_ROLES.filter((role) => roleMay(role, 'staff.manage'))).toEqual(['admin']);
    expect(STAFF_ROLES.filter((role) => roleMay(role, 'audit.read'))).toEqual(['admin']);
  });
});

const fieldsOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error ? toFieldErrors(result.error) : {};

describe('back-office forms', () => {
  it.each([
    [{ email: 'Rina@Kilau.ID', password: 'x' }, {}],
    [
      { email: '', password: '' },
      { email: 'Data belum diisi', password: 'Data belum diisi' },
    ],
    [{ email: 'rina', password: 'x' }, { email: 'Email tidak valid' }],
  ])('sign-in %j', (input, fields) => {
    const result = staffLoginSchema(t).safeParse(input);
    expect(fieldsOf(result)).toEqual(fields);
    if (result.success) expect(result.data.email).toBe('rina@kilau.id');
  });

  it.each([
    ['123456', null],
    [' 123 456 ', null],
    ['12345', 'Kode terdiri dari 6 angka.'],
    ['abcdef', 'Kode terdiri dari 6 angka.'],
    ['', 'Data belum diisi'],
  ])('authenticator code %j', (code, message) => {
    const result = totpCodeSchema(t).safeParse({ code });
    expect(result.success ? null : fieldsOf(result).code).toBe(message);
  });

  it.each([
    [{ email: 'a@kilau.id', name: 'Ayu', role: 'merchandiser', password: 'rahasia-panjang' }, {}],
    [
      { email: 'a@kilau.id', name: 'Ayu', role: 'owner', password: 'pendek' },
      { role: 'Pilih salah satu peran.', password: 'Password harus 10 sampai 128 karakter.' },
    ],
    [
      { email: 'a@kilau.id', name: 'A\u0000yu', role: 'admin', password: 'rahasia-panjang' },
      { name: 'Teks tidak boleh berisi karakter kontrol.' },
    ],
  ])('new staff %j', (input, fields) => {
    expect(fieldsOf(staffCreateSchema(t).safeParse(input))).toEqual(fields);
  });

  it('an edit names the version it was read at and nothing unknown', () => {
    expect(staffUpdateSchema(t).safeParse({ version: 3, role: 'support' }).success).toBe(true);
    expect(staffUpdateSchema(t).safeParse({ role: 'support' }).success).toBe(false);
    expect(staffUpdateSchema(t).safeParse({ version: 3, password: 'x' }).success).toBe(false);
  });
});

describe("a store's stock count (docs/design/store-stock.md)", () => {
  const count = 'Isi jumlah dengan angka bulat 0 sampai 1000000.';
  const reason = 'Tulis alasannya (maksimal 200 karakter).';
  it.each([
    ['a counted figure with its reason', { quantity: '9', reason: ' Hitung ulang ' }, {}],
    ['none left is a count too', { quantity: '0', reason: 'Habis' }, {}],
    ['a negative figure', { quantity: '-1', reason: 'Hitung' }, { quantity: count }],
    ['a fraction', { quantity: '2.5', reason: 'Hitung' }, { quantity: count }],
    ['above the most', { quantity: '1000001', reason: 'Hitung' }, { quantity: count }],
    ['no figure', { quantity: '', reason: 'Hitung' }, { quantity: 'Data belum diisi' }],
    ['no reason', { quantity: '3', reason: '   ' }, { reason }],
    ['a reason too long', { quantity: '3', reason: 'x'.repeat(201) }, { reason }],
  ])('%s', (_rule, input, fields) => {
    expect(fieldsOf(storeStockCountSchema(t).safeParse(input))).toEqual(fields);
  });

  it('refuses a control character in the reason', () => {
    const fields = fieldsOf(
      storeStockCountSchema(t).safeParse({ quantity: '3', reason: 'a\u0007b' }),
    );
    expect(Object.keys(fields)).toEqual(['reason']);
  });
});
