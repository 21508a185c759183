import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, normalizePhoneNumber } from './phone';

describe('phone display (000 §5, 001 §5: drop a leading 0, show +62)', () => {
  it.each([
    ['leading 0 dropped', '08123456789', '8123456789', '+628123456789'],
    ['no leading 0', '8123456789', '8123456789', '+628123456789'],
    ['separators removed', '0812-3456 789', '8123456789', '+628123456789'],
    ['+62 already present', '+62 812 3456 789', '8123456789', '+628123456789'],
    ['62 country code without +', '628123456789', '8123456789', '+628123456789'],
    ['+62 then a 0', '+62 0812 3456 789', '8123456789', '+628123456789'],
    ['landline with area code', '0215551234', '215551234', '+62215551234'],
    ['empty stays empty', '', '', ''],
  ])('%s', (_rule, input, national, display) => {
    expect(normalizePhoneNumber(input)).toBe(national);
    expect(formatPhoneDisplay(input)).toBe(display);
  });
});
