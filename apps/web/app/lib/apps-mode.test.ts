import { afterEach, describe, expect, it } from 'vitest';
import { appsModeFromSearch, syncAppsMode } from './apps-mode';

describe('apps mode', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-apps-mode');
  });

  it.each([
    ['?apps=1', true],
    ['?apps=0', false],
    ['?q=serum&apps=1', true],
    ['', null],
    ['?apps=yes', null],
  ])('%s asks for %s', (search, expected) => {
    expect(appsModeFromSearch(search)).toBe(expected);
  });

  it('?apps=1 turns it on and remembers it in localStorage; ?apps=0 clears it', () => {
    syncAppsMode('?apps=1');
    expect(localStorage.getItem('apps_mode')).toBe('1');
    expect(document.documentElement.hasAttribute('data-apps-mode')).toBe(true);

    syncAppsMode(''); // a later page without the parameter stays in apps mode
    expect(document.documentElement.hasAttribute('data-apps-mode')).toBe(true);

    syncAppsMode('?apps=0');
    expect(localStorage.getItem('apps_mode')).toBeNull();
    expect(document.documentElement.hasAttribute('data-apps-mode')).toBe(false);
  });
});
