import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStorageKey, type FileArea, type PrivateFiles } from './storage-port';

/** Where the shop serves private files it signed itself (the local-disk adapter). */
export const UPLOADS_PREFIX = '/uploads';

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

/** Checks the shop's own upload links (`GET /uploads/*`). */
export interface UploadLinks {
  /** Checks a signed URL's `expires` (unix seconds) and `signature` for `key`, in constant time. */
  verify(key: string, expires: string, signature: string): SignatureCheck;
}

/**
 * Private files the shop itself hands out (local disk): links are
 * `/uploads/<key>?expires=<unix>&signature=<hex>`, the signature HMAC-SHA256 over the key and
 * the expiry, checked by `verify` in the shop's `/uploads/*` route.
 */
export function selfSignedFiles(deps: {
  area: FileArea;
  secret: string;
  clock: () => Date;
}): PrivateFiles & UploadLinks {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', deps.secret).update(`GET\n${key}\n${expires}`).digest();
  return {
    ...deps.area,

    async signedUrl(key, ttlSeconds) {
      if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
      const expires = Math.floor(deps.clock().getTime() / 1000) + Math.max(1, ttlSeconds);
      const signature = sign(key, expires).toString('hex');
      return `${UPLOADS_PREFIX}/${key}?expires=${expires}&signature=${signature}`;
    },

    verify(key, expires, signature) {
      if (
        !isStorageKey(key) ||
        !/^[0-9]{1,12}$/.test(expires) ||
        !/^[0-9a-f]{64}$/.test(signature)
      ) {
        return 'invalid';
      }
      const expected = sign(key, Number(expires));
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
      return Number(expires) * 1000 < deps.clock().getTime() ? 'expired' : 'ok';
    },
  };
}
