import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatGrossAmount, midtransSignatureInput, parseGrossAmount } from './signature';

describe('the Midtrans signature input (design/checkout-and-payment.md)', () => {
  it('is order_id + status_code + gross_amount + server_key, as sent', () => {
    const input = midtransSignatureInput({
      orderId: 'KL-0001',
      statusCode: '200',
      grossAmount: '150000.00',
      serverKey: 'SB-Mid-server-abc',
    });
    expect(input).toBe('KL-0001200150000.00SB-Mid-server-abc');
    // The signature is the lowercase SHA-512 hex of it (what the gateway sends as signature_key).
    expect(createHash('sha512').update(input).digest('hex')).toMatch(/^[0-9a-f]{128}$/);
  });

  it('keeps gross_amount as the gateway wrote it (no re-formatting)', () => {
    const a = midtransSignatureInput({
      orderId: 'X',
      statusCode: '200',
      grossAmount: '150000.00',
      serverKey: 'k',
    });
    const b = midtransSignatureInput({
      orderId: 'X',
      statusCode: '200',
      grossAmount: '150000',
      serverKey: 'k',
    });
    expect(a).not.toBe(b);
  });
});

describe('gross_amount', () => {
  it.each([
    [150_000, '150000.00'],
    [0, '0.00'],
    [1, '1.00'],
  ])('%d rupiah is written %s', (rupiah, text) => {
    expect(formatGrossAmount(rupiah)).toBe(text);
  });

  it.each([
    ['150000.00', { ok: true, value: 150_000 }],
    ['150000', { ok: true, value: 150_000 }],
    ['150000.0', { ok: true, value: 150_000 }],
    [' 99000.00 ', { ok: true, value: 99_000 }],
    [150000, { ok: true, value: 150_000 }],
    ['150000.50', { ok: false, code: 'gross_amount_invalid' }],
    ['-1.00', { ok: false, code: 'gross_amount_invalid' }],
    ['1e5', { ok: false, code: 'gross_amount_invalid' }],
    ['', { ok: false, code: 'gross_amount_invalid' }],
    ['15.000', { ok: false, code: 'gross_amount_invalid' }],
    ['abc', { ok: false, code: 'gross_amount_invalid' }],
  ] as const)('%j reads as %j', (text, expected) => {
    expect(parseGrossAmount(text)).toEqual(expected);
  });
});
