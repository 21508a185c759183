import { describe, expect, it } from 'vitest';
import { totpSetup } from './totp-setup.server';

const SECRET = 'JBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Kilau%20Back%20Office:ayu%40kilau.id?secret=${SECRET}&issuer=Kilau%20Back%20Office`;

describe('totpSetup', () => {
  it('draws the address as an SVG QR code and groups the secret by four', async () => {
    const setup = await totpSetup(SECRET, URI);
    expect(setup?.groups).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP']);
    expect(setup?.svg.startsWith('<svg')).toBe(true);
    expect(setup?.svg).toContain('<path');
    // Another address draws another code.
    const other = await totpSetup('KRSXG5CTMVRXEZLU', URI.replace(SECRET, 'KRSXG5CTMVRXEZLU'));
    expect(other?.svg).not.toBe(setup?.svg);
  });

  it.each([
    ['not base32', 'abc!', URI],
    ['not a TOTP address', SECRET, `https://evil.example/?secret=${SECRET}`],
    ['a secret other than the one shown', SECRET, URI.replace(SECRET, 'KRSXG5CTMVRXEZLU')],
    ['missing', null, null],
  ])('draws nothing for %s', async (_case, secret, uri) => {
    expect(await totpSetup(secret, uri)).toBeNull();
  });
});
