import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { midtransSignature, verifyMidtransSignature } from './signature';

const KEY = 'SB-Mid-server-TEST';
const fields = { order_id: 'KL-0001', status_code: '200', gross_amount: '150000.00' };
const signed = {
  ...fields,
  signature_key: createHash('sha512').update(`KL-0001200150000.00${KEY}`).digest('hex'),
};

describe('the Midtrans notification signature', () => {
  it('is the SHA-512 hex of order_id + status_code + gross_amount + server key', () => {
    expect(
      midtransSignature({
        orderId: 'KL-0001',
        statusCode: '200',
        grossAmount: '150000.00',
        serverKey: KEY,
      }),
    ).toBe(signed.signature_key);
  });

  it.each([
    ['the signed notification', signed, KEY, true],
    [
      'the same digest in capitals',
      { ...signed, signature_key: signed.signature_key.toUpperCase() },
      KEY,
      true,
    ],
    ['another key', signed, 'SB-Mid-server-OTHER', false],
    ['no key at all', signed, '', false],
    ['the amount re-formatted', { ...signed, gross_amount: '150000' }, KEY, false],
    ['another status code', { ...signed, status_code: '201' }, KEY, false],
    [
      'a truncated digest',
      { ...signed, signature_key: signed.signature_key.slice(0, 127) },
      KEY,
      false,
    ],
    ['a longer digest', { ...signed, signature_key: `${signed.signature_key}00` }, KEY, false],
    ['not hex', { ...signed, signature_key: 'g'.repeat(128) }, KEY, false],
    ['empty', { ...signed, signature_key: '' }, KEY, false],
  ])('%s: %s', (_case, notification, key, expected) => {
    expect(verifyMidtransSignature(notification, key)).toBe(expected);
  });
});
