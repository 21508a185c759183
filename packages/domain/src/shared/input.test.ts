import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAddressSchema, createLoginSchema, createProfileSchema } from '../accounts';
import { readCodedMessage, translate } from '../messages';
import {
  BIGINT_ID_RANGE,
  INTEGER_RANGE,
  SMALLINT_RANGE,
  hasControlCharacters,
  idInput,
  outOfRangeCode,
  textInput,
  wholeNumber,
} from './input';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('textInput: no control characters in any text the shop reads', () => {
  it.each([
    ['plain text', 'Serum niacinamide 10%', false, true],
    ['unicode letters and emoji', 'Krim wajah 日本 🧴', false, true],
    ['NUL byte', 'a\u0000b', false, false],
    ['NUL alone', '\u0000', false, false],
    ['escape sequence', '\u001b[31m', false, false],
    ['DEL', 'a\u007f', false, false],
    ['C1 control (NEL)', 'a\u0085', false, false],
    ['C1 control (U+009F)', '\u009f', false, false],
    ['line feed in one-line text', 'a\nb', false, false],
    ['tab in one-line text', 'a\tb', false, false],
    ['line feed in multi-line text', 'Baris satu\nBaris dua', true, true],
    ['CRLF and tab in multi-line text', 'a\r\n\tb', true, true],
    ['NUL in multi-line text', 'a\n\u0000', true, false],
    ['vertical tab in multi-line text', 'a\u000bb', true, false],
    ['U+00A0 (no-break space, not a control)', 'a\u00a0b', false, true],
  ])('%s', (_rule, text, multiline, ok) => {
    const result = textInput({ multiline }).safeParse(text);
    expect(result.success).toBe(ok);
    expect(hasControlCharacters(text, multiline)).toBe(!ok);
    if (!ok) expect(firstMessage(result)).toBe('text_control_characters');
  });

  it('refuses every C0 and C1 control character in one-line text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })),
        fc.string(),
        (code, text) => !textInput().safeParse(`${text}${String.fromCharCode(code)}`).success,
      ),
    );
  });

  it('the message exists in both languages', () => {
    expect(translate('text_control_characters', 'id')).toMatch(/karakter kontrol/);
    expect(translate('text_control_characters', 'en')).toMatch(/control characters/);
  });

  it.each([
    ['login e-mail', () => createLoginSchema().safeParse({ email: 'a\u0000@x.id', password: 'x' })],
    ['address line', () => createAddressSchema().shape.address1.safeParse('Jl. Melati\u0000 1')],
    ['profile bio (multi-line)', () => createProfileSchema().shape.bio.safeParse('Halo\u0000')],
  ])('the forms use it: %s', (_form, parse) => {
    expect(firstMessage(parse())).toBe(translate('text_control_characters', 'id'));
  });

  it('a bio may span lines', () => {
    expect(createProfileSchema().shape.bio.safeParse('Halo\nSalam kenal').success).toBe(true);
  });
});

describe('wholeNumber and idInput: bounded by the column they meet', () => {
  it.each([
    ['an id', idInput(), '1', 1],
    ['the largest exact id', idInput(), String(BIGINT_ID_RANGE.max), BIGINT_ID_RANGE.max],
    ['an id past 2^53 − 1', idInput(), '9007199254740992', null],
    ['a 20-digit id', idInput(), '99999999999999999999', null],
    ['id 0', idInput(), '0', null],
    ['a negative id', idInput(), '-1', null],
    ['a fractional id', idInput(), '1.5', null],
    ['a word', idInput(), 'abc', null],
    ['Infinity', idInput(), 'Infinity', null],
    ['integer max', wholeNumber({ ...INTEGER_RANGE }), '2147483647', 2_147_483_647],
    ['integer max + 1', wholeNumber({ ...INTEGER_RANGE }), '2147483648', null],
    ['integer min', wholeNumber({ ...INTEGER_RANGE }), '-2147483648', -2_147_483_648],
    [
      '3,000,000,000 as a smallint',
      wholeNumber({ min: 1, max: SMALLINT_RANGE.max }),
      '3000000000',
      null,
    ],
    ['a smallint', wholeNumber({ min: 1, max: SMALLINT_RANGE.max }), '12', 12],
  ])('%s', (_rule, schema, input, expected) => {
    const result = schema.safeParse(input);
    expect(result.success ? result.data : null).toBe(expected);
  });

  it('JSON bodies take numbers only (coerce off)', () => {
    const schema = wholeNumber({ min: 0, max: 10, coerce: false });
    expect(schema.safeParse(5).success).toBe(true);
    expect(schema.safeParse('5').success).toBe(false);
  });

  it('the range message carries the bounds in both languages', () => {
    expect(translate('number_out_of_range', 'id', { min: 0, max: INTEGER_RANGE.max })).toBe(
      'Angka harus antara 0 dan 2147483647.',
    );
    expect(translate('number_out_of_range', 'en', { min: 0, max: 5 })).toBe(
      'The number must be between 0 and 5.',
    );
  });

  it('the coded range message reads back as its code and bounds, translated once', () => {
    const coded = readCodedMessage(outOfRangeCode(0, INTEGER_RANGE.max));
    expect(coded).toEqual({ code: 'number_out_of_range', params: { min: 0, max: 2147483647 } });
    expect(translate(coded!.code, 'id', coded!.params)).toBe(
      'Angka harus antara 0 dan 2147483647.',
    );
    expect(readCodedMessage('Angka harus antara 0 dan 5.')).toBeNull();
    expect(readCodedMessage('number_out_of_range')).toBeNull();
    expect(readCodedMessage('not_a_code {"min":1}')).toBeNull();
  });
});
