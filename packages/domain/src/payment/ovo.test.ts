import { describe, expect, it } from 'vitest';
import { OvoPhoneSchema } from './ovo';

describe('the OVO phone of a payment request', () => {
  it.each([
    ['081234567890', true],
    ['6281234567890', true],
    ['+6281234567890', true],
    [' 08123456789 ', true],
    ['0812345', false], // too short
    ['0812345678901234', false], // too long
    ['021234567890', false], // a landline
    ['12345', false],
  ])('%s → %s', (phone, valid) => {
    expect(OvoPhoneSchema.safeParse(phone).success).toBe(valid);
  });
});
