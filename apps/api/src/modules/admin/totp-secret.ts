import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The authenticator secrets are kept encrypted (AES-256-GCM): a copy of the `staff` table alone
 * does not give anyone a second factor. The key is `STAFF_SECRET_KEY` when configured (keep it
 * apart from the database's backups), else a random one kept in the database's `app_meta`.
 */
const VERSION = 'v1';

const keyOf = (secret: string) =>
  createHash('sha256').update(`kilau-staff-totp:${secret}`).digest();

export function totpSealer(keySecret: string) {
  const key = keyOf(keySecret);
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The secret, or null for a value this key did not seal (another key, or tampered with). */
    open(sealed: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type TotpSealer = ReturnType<typeof totpSealer>;
