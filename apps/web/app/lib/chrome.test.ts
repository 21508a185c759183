import { describe, expect, it } from 'vitest';
import { CHROMELESS, isBackOfficePath, isChromeless } from './chrome';

describe('chrome', () => {
  it('a page whose route says chrome: none renders alone', () => {
    expect(isChromeless([{ handle: undefined }, { handle: CHROMELESS }])).toBe(true);
    expect(isChromeless([{ handle: undefined }, { handle: { topBanners: true } }])).toBe(false);
  });

  it.each([
    ['/admin', true],
    ['/admin/login', true],
    ['/admin/staff', true],
    ['/administrasi', false],
    ['/shop/admin', false],
  ])('%s is the back office: %s', (path, backOffice) => {
    expect(isBackOfficePath(path)).toBe(backOffice);
  });
});
