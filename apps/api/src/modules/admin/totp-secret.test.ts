import { describe, expect, it } from 'vitest';
import { totpSealer } from './totp-secret';

const KEY = 'a-key-of-at-least-thirty-two-characters';

describe('sealed authenticator secrets', () => {
  it('opens what it sealed, and every seal differs', () => {
    const sealer = totpSealer(KEY);
    const one = sealer.seal('JBSWY3DPEHPK3PXP');
    const two = sealer.seal('JBSWY3DPEHPK3PXP');
    expect(one).not.toBe(two);
    expect(one).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.open(one)).toBe('JBSWY3DPEHPK3PXP');
  });

  it.each([
    ['another key', (sealed: string) => totpSealer(`${KEY}-other`).open(sealed)],
    [
      'a changed byte',
      (sealed: string) =>
        totpSealer(KEY).open(sealed.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))),
    ],
    ['a plain secret', () => totpSealer(KEY).open('JBSWY3DPEHPK3PXP')],
  ])('refuses %s', (_case, open) => {
    expect(open(totpSealer(KEY).seal('JBSWY3DPEHPK3PXP'))).toBeNull();
  });
});
