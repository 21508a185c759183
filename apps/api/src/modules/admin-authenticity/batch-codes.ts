import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { authenticityCodeHash } from '@kilau/db';
import {
  AUTHENTICITY_CODE_ALPHABET,
  AUTHENTICITY_CODE_LENGTH,
  authenticityCheckCharacter,
} from '@kilau/domain/authenticity';

/**
 * A batch's codes (ADR 0045): each 11 characters drawn with the system's cryptographic random
 * source from the 32-character alphabet (55 bits) and a check character; stored as an HMAC
 * (the lookup) and, until the batch is marked printed, sealed with AES-256-GCM under a key
 * derived from the same secret.
 */
export function createBatchCodes(secret: string) {
  const sealKey = createHmac('sha256', secret).update('authenticity:seal-key').digest();
  return {
    /** One new normalised code (`XXXXXXXXXXXX`). */
    generate(): string {
      let body = '';
      for (let index = 1; index < AUTHENTICITY_CODE_LENGTH; index += 1) {
        body += AUTHENTICITY_CODE_ALPHABET[randomInt(AUTHENTICITY_CODE_ALPHABET.length)];
      }
      return body + authenticityCheckCharacter(body);
    },
    hash: (code: string) => authenticityCodeHash(secret, code),
    /** `base64(iv ‖ tag ‖ ciphertext)`. */
    seal(code: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
    },
    open(sealed: string): string {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type BatchCodes = ReturnType<typeof createBatchCodes>;
