import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../accounts/fields';
import { createContactSchema, createTicketReplySchema } from './contact-form';
import { ticketReference } from './constants';

const valid = {
  customer_name: 'Sari',
  email: 'sari@example.com',
  subject: 'pesanan',
  message: 'Halo',
};
const errorsOf = (input: object, locale: 'id' | 'en' = 'id') => {
  const parsed = createContactSchema(locale).safeParse({ ...valid, ...input });
  return parsed.success ? {} : toFieldErrors(parsed.error);
};

describe('the contact form (001 §5)', () => {
  it.each([
    ['a blank phone is no phone', { phone: '  ' }, {}],
    ['phone 9 digits', { phone: '081234567' }, {}],
    [
      'phone 15 digits',
      { phone: '081234567890123' },
      { phone: 'Nomor handphone harus 9 sampai 14 digit' },
    ],
    ['an order reference in any case', { order_reference: 'klu-261127-abc234' }, {}],
    ['a blank order reference', { order_reference: '' }, {}],
    ['message 160 characters', { message: 'a'.repeat(160) }, {}],
    [
      'name over 80 characters',
      { customer_name: 'a'.repeat(81) },
      { customer_name: 'Nama paling banyak 80 karakter' },
    ],
  ])('%s', (_rule, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('keeps the order reference upper case and words refusals in English on request', () => {
    const parsed = createContactSchema().parse({ ...valid, order_reference: 'klu-261127-abc234' });
    expect(parsed.order_reference).toBe('KLU-261127-ABC234');
    expect(errorsOf({ email: 'x@' }, 'en')).toEqual({ email: expect.any(String) });
  });

  it('answers of support: 1 to 2,000 characters at a version', () => {
    const schema = createTicketReplySchema();
    expect(schema.safeParse({ version: 1, body: 'Terima kasih' }).success).toBe(true);
    expect(schema.safeParse({ version: 1, body: 'a'.repeat(2001) }).success).toBe(false);
    expect(schema.safeParse({ version: 0, body: 'a' }).success).toBe(false);
  });

  it('writes ticket references with six digits at least', () => {
    expect(ticketReference(2026, 123)).toBe('CS-2026-000123');
    expect(ticketReference(2027, 1234567)).toBe('CS-2027-1234567');
  });
});
