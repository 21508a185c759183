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
      (sealed: string) => {
        // The first character of the ciphertext (the last may only carry unused bits).
        const [version, iv, tag, body] = sealed.split('.') as [string, string, string, string];
        const flipped = (body[0] === 'A' ? 'B' : 'A') + body.slice(1);
        return totpSealer(KEY).open([version, iv, tag, flipped].join('.'));
      },
    ],
    ['a plain secret', () => totpSealer(KEY).open('JBSWY3DPEHPK3PXP')],
  ])('refuses %s', (_case, open) => {
    expect(open(totpSealer(KEY).seal('JBSWY3DPEHPK3PXP'))).toBeNull();
  });
});
