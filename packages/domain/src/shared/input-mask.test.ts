import { describe, expect, it } from 'vitest';
import { applyInputMask } from './input-mask';

describe('input masks (001 §5: # X S A a !)', () => {
  it.each([
    ['# keeps digits', '12ab34', '####', '1234'],
    ['X keeps letters and digits', 'a-1_b', 'XXX', 'a1b'],
    ['S keeps letters only', 'a1b2', 'SS', 'ab'],
    ['A makes letters uppercase', 'ab', 'AA', 'AB'],
    ['a makes letters lowercase', 'AB', 'aa', 'ab'],
    ['! escapes the next character', '12', '!#-##', '#-12'],
    [
      'literals inserted as typed',
      '4111111111111111',
      '#### #### #### ####',
      '4111 1111 1111 1111',
    ],
    ['typed literals not doubled', '4111 1111', '#### ####', '4111 1111'],
    ['closing literal added once full', '123', '(###)', '(123)'],
    ['extra input ignored', '123456', '###', '123'],
    ['empty input gives nothing', '', '(###)', ''],
  ])('001 §5 %s', (_rule, value, mask, expected) => {
    expect(applyInputMask(value, mask)).toBe(expected);
  });
});
