import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectCardBrand, maskCardNumber, passesLuhn, validateCardNumber } from './card';
import { CARD_NUMBER_MAX_LENGTH } from './constants';

/** A reference Luhn written independently: double every second digit from the right. */
function referenceLuhnSum(digits: string): number {
  return [...digits].reverse().reduce((sum, char, index) => {
    const doubled = index % 2 === 1 ? Number(char) * 2 : Number(char);
    return sum + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
}

describe('card number Luhn (000 §5, 001 §5)', () => {
  it.each([
    ['001 §5 empty passes (required rule owns emptiness)', '', true],
    ['001 §5 whitespace only is empty', '   ', true],
    ['001 §5 whitespace stripped', '4111 1111 1111 1111', true],
    ['000 §5 valid visa', '4111111111111111', true],
    ['000 §5 valid mastercard', '5555555555554444', true],
    ['000 §5 valid amex', '378282246310005', true],
    ['000 §5 one digit off fails', '4111111111111112', false],
    ['001 §5 non-digits rejected', '4111-1111-1111-1111', false],
    ['001 §5 letters rejected', '4111a11111111111', false],
    ['000 §5 zero sum rejected', '0000000000000000', false],
    ['000 §5 single zero rejected', '0', false],
  ])('%s', (_rule, value, expected) => {
    expect(passesLuhn(value)).toBe(expected);
  });

  it.each([
    ['000 §5 required when empty', '', { ok: false, code: 'required' }],
    [
      '000 §5 invalid number emits an error',
      '4111111111111112',
      { ok: false, code: 'card_number_invalid' },
    ],
    [
      '000 §5 valid number with its brand',
      '4111 1111 1111 1111',
      { ok: true, value: { digits: '4111111111111111', brand: 'visa' } },
    ],
  ])('%s', (_rule, value, expected) => {
    expect(validateCardNumber(value)).toEqual(expected);
  });

  it('property: agrees with an independent Luhn on digit strings', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,19}$/), (digits) => {
        const sum = referenceLuhnSum(digits);
        expect(passesLuhn(digits)).toBe(sum !== 0 && sum % 10 === 0);
      }),
    );
  });

  it('property: appending the check digit always passes (unless all zeros)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,18}$/), (body) => {
        const check = (10 - (referenceLuhnSum(`${body}0`) % 10)) % 10;
        const number = `${body}${check}`;
        expect(passesLuhn(number)).toBe(referenceLuhnSum(number) !== 0);
      }),
    );
  });

  it('property: changing one digit of a valid number breaks it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{14}$/),
        fc.nat(15),
        fc.integer({ min: 1, max: 9 }),
        (body, at, delta) => {
          const check = (10 - (referenceLuhnSum(`${body}0`) % 10)) % 10;
          const valid = `${body}${check}`;
          const index = at % valid.length;
          const changed = `${valid.slice(0, index)}${(Number(valid.charAt(index)) + delta) % 10}${valid.slice(index + 1)}`;
          expect(passesLuhn(valid)).toBe(true);
          expect(passesLuhn(changed)).toBe(false);
        },
      ),
    );
  });

  it('property: any non-digit, non-space character fails', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,8}[^\d\s]\d{0,8}$/), (value) => {
        expect(passesLuhn(value)).toBe(false);
      }),
    );
  });
});

describe('card brand and mask (000 §5)', () => {
  it.each([
    ['leading 4 is visa', '4111', 'visa'],
    ['leading 5 is mastercard', '5105', 'mastercard'],
    ['2-series mastercard', '2221000000000009', 'mastercard'],
    ['amex 34', '3400', 'amex'],
    ['amex 37', '3700', 'amex'],
    ['discover 6011', '6011', 'discover'],
    ['discover 65', '6500', 'discover'],
    ['jcb 3528', '3528', 'jcb'],
    ['diners 300', '3000', 'diners'],
    ['diners 36', '3600', 'diners'],
    ['others', '9999', 'others'],
  ])('000 §5 %s', (_rule, value, brand) => {
    expect(detectCardBrand(value)).toBe(brand);
  });

  it.each([
    ['4×4 groups', '4111111111111111', '4111 1111 1111 1111'],
    ['partial input', '411111', '4111 11'],
    ['extra digits cut at 19 characters', '41111111111111119999', '4111 1111 1111 1111'],
    ['non-digits dropped', '4111-1111', '4111 1111'],
  ])('000 §5 mask: %s', (_rule, value, expected) => {
    const masked = maskCardNumber(value);
    expect(masked).toBe(expected);
    expect(masked.length).toBeLessThanOrEqual(CARD_NUMBER_MAX_LENGTH);
  });
});
