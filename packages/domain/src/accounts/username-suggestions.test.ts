import { describe, expect, it } from 'vitest';
import { isValidUsername, usernameCandidates, usernameStem } from './username-suggestions';

describe('username stem: alpha-dash, at most 16 characters (001 §5)', () => {
  it.each([
    ['sari', 'sari'],
    ['Sari', 'sari'],
    ['Dewi Ayu Pérez', 'dewi_ayu_perez'],
    ['dewi.lestari', 'dewi_lestari'],
    ['  rani  ', 'rani'],
    ['rani__--putri', 'rani_putri'],
    ['_rani_', 'rani'],
    ['rani@kilau!', 'ranikilau'],
    ['kartikasarisetiawati', 'kartikasarisetia'],
    ['kartikasarisetia_wati', 'kartikasarisetia'],
    ['ab', 'ab'],
    ['!!!', ''],
    ['陈', ''],
  ])('%j → %j', (wanted, stem) => {
    expect(usernameStem(wanted)).toBe(stem);
  });
});

describe('username candidates: deterministic, valid, distinct', () => {
  it.each([
    ['sari', ['sari', 'sari_id', 'sari_beauty', 'its_sari', 'sari_glow', 'the_sari', 'sari1']],
    ['Dewi Ayu', ['dewi_ayu', 'dewi_ayu_id', 'dewi_ayu_beauty', 'its_dewi_ayu', 'dewi_ayu_glow']],
    [
      'kartikasarisetiawati',
      ['kartikasarisetia', 'kartikasarise_id', 'kartikasa_beauty', 'its_kartikasaris'],
    ],
    ['ab', ['ab_id', 'ab_beauty', 'its_ab', 'ab_glow', 'the_ab', 'ab01', 'ab02']],
    ['x', ['x_id', 'x_beauty', 'its_x', 'x_glow', 'the_x', 'x001']],
    ['!!!', ['member', 'member_id', 'member_beauty', 'its_member', 'member_glow']],
  ])('%j', (wanted, expected) => {
    expect(usernameCandidates(wanted, expected.length)).toEqual(expected);
  });

  it('numbers the stem once the decorations are used, shortening it to fit 16 characters', () => {
    const list = usernameCandidates('kartikasarisetiawati', 20);
    expect(list.slice(6, 9)).toEqual(['kartikasariseti1', 'kartikasariseti2', 'kartikasariseti3']);
    expect(list[15]).toBe('kartikasariset10');
    expect(list.every(isValidUsername)).toBe(true);
    expect(new Set(list.map((name) => name.toLowerCase())).size).toBe(list.length);
  });

  it('gives as many as asked, the same each time', () => {
    const first = usernameCandidates('rani', 300);
    expect(first).toHaveLength(300);
    expect(usernameCandidates('rani', 300)).toEqual(first);
    expect(first.every(isValidUsername)).toBe(true);
  });

  it.each([
    ['abcd', true],
    ['abc', false],
    ['a'.repeat(16), true],
    ['a'.repeat(17), false],
    ['dewi-ayu_1', true],
    ['dewi ayu', false],
    ['dewi.ayu', false],
  ])('valid username %j: %s', (value, valid) => {
    expect(isValidUsername(value)).toBe(valid);
  });
});
