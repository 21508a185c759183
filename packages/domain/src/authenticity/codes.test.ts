import { describe, expect, it } from 'vitest';
import { messageCodes } from '../messages';
import {
  authenticityCheckCharacter,
  checkAuthenticityCode,
  formatAuthenticityCode,
  isAuthenticityCode,
  normaliseAuthenticityCode,
} from './codes';
import { AUTHENTICITY_CODE_ALPHABET } from './constants';
import { createAuthenticityBatchSchema, createAuthenticityCheckSchema } from './schemas';

// One row per rule of docs/design/authenticity.md "Rules".
describe('authenticity codes', () => {
  it('has 32 characters without 0, O, 1 or I', () => {
    expect(AUTHENTICITY_CODE_ALPHABET).toHaveLength(32);
    expect(AUTHENTICITY_CODE_ALPHABET).not.toMatch(/[0O1I]/);
  });

  it.each([
    ['GENU-NEW2-345X', 'GENUNEW2345X'],
    ['genu new2 345x', 'GENUNEW2345X'],
    ['  GENU–NEW2—345X ', 'GENUNEW2345X'],
  ])('normalises %j to %s', (typed, code) => {
    expect(normaliseAuthenticityCode(typed)).toBe(code);
  });

  it.each([
    ['GENUNEW2345X', true],
    ['GENUNEW2345Y', false], // one character mistyped
    ['GENUNEW2354X', false], // two neighbours swapped
    ['GENUNEW0345X', false], // outside the alphabet
    ['GENUNEW2345', false], // too short
  ])('%s is a code: %s', (code, valid) => {
    expect(isAuthenticityCode(code)).toBe(valid);
  });

  it('catches every single mistyped character of a code', () => {
    const body = 'SEENTWCE234';
    const code = body + authenticityCheckCharacter(body);
    for (let index = 0; index < code.length; index += 1) {
      for (const other of AUTHENTICITY_CODE_ALPHABET) {
        if (other === code[index]) continue;
        const typo = code.slice(0, index) + other + code.slice(index + 1);
        expect(isAuthenticityCode(typo)).toBe(false);
      }
    }
  });

  it('prints in groups of four', () => {
    expect(formatAuthenticityCode('GENUNEW2345X')).toBe('GENU-NEW2-345X');
  });

  it.each([
    ['', { ok: false, code: 'required' }],
    ['GENU-NEW2-345Y', { ok: false, code: 'authenticity_code_invalid' }],
    [`GENU-NEW2-345X${' '.repeat(40)}`, { ok: false, code: 'authenticity_code_invalid' }],
    ['genu-new2-345x', { ok: true, value: 'GENUNEW2345X' }],
  ])('checks %j as %j', (typed, answer) => {
    expect(checkAuthenticityCode(typed)).toEqual(answer);
  });

  it("the API's body schema answers codes, the form's texts", () => {
    expect(
      createAuthenticityCheckSchema(messageCodes).safeParse({ code: 'x' }).error?.issues[0]
        ?.message,
    ).toBe('authenticity_code_invalid');
    expect(createAuthenticityCheckSchema('en').safeParse({ code: 'GENUNEW2345X' }).data).toEqual({
      code: 'GENUNEW2345X',
    });
  });

  it.each([
    [{ produced_on: '2026-01-01', expires_on: '2026-01-01' }, 'expires_on'],
    [{ combination_id: undefined }, 'combination_id'],
    [{ batch_number: '-A' }, 'batch_number'],
  ])('a batch %j is refused on %s', (overrides, field) => {
    const parsed = createAuthenticityBatchSchema(messageCodes).safeParse({
      combination_id: '5',
      batch_number: 'B-1',
      produced_on: '2026-01-01',
      expires_on: '2028-01-01',
      code_count: '10',
      ...overrides,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});
