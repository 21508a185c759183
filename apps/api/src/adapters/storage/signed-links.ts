import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStorageKey, type FileArea, type PrivateFiles } from './storage-port';

/** Where the shop serves private files it signed itself (the local-disk adapter). */
export const UPLOADS_PREFIX = '/uploads';

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

/** Checks the shop's own upload links (`GET /uploads/*`, `PUT /uploads/*`). */
export interface UploadLinks {
  /** Checks a signed URL's `expires` (unix seconds) and `signature` for `key`, in constant time. */
  verify(key: string, expires: string, signature: string): SignatureCheck;
  /** The same for a PUT link: signed for `key` and the `contentType` the PUT must carry. */
  verifyPut(key: string, contentType: string, expires: string, signature: string): SignatureCheck;
}

/**
 * Private files the shop itself hands out (local disk): links are
 * `/uploads/<key>?expires=<unix>&signature=<hex>`, the signature HMAC-SHA256 over the method,
 * the key and the expiry — and for a PUT the content type too — so a GET link never opens a
 * PUT nor the other way round; checked by `verify`/`verifyPut` in the shop's `/uploads/*` routes.
 */
export function selfSignedFiles(deps: {
  area: FileArea;
  secret: string;
  clock: () => Date;
}): PrivateFiles & UploadLinks {
  const hmac = (text: string) => createHmac('sha256', deps.secret).update(text).digest();
  const signGet = (key: string, expires: number) => hmac(`GET\n${key}\n${expires}`);
  const signPut = (key: string, expires: number, contentType: string) =>
    hmac(`PUT\n${key}\n${expires}\n${contentType}`);

  function link(key: string, ttlSeconds: number, sign: (expires: number) => Buffer) {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    const expires = Math.floor(deps.clock().getTime() / 1000) + Math.max(1, ttlSeconds);
    return `${UPLOADS_PREFIX}/${key}?expires=${expires}&signature=${sign(expires).toString('hex')}`;
  }

  function check(
    key: string,
    expires: string,
    signature: string,
    sign: (expires: number) => Buffer,
  ): SignatureCheck {
    if (!isStorageKey(key) || !/^[0-9]{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) {
      return 'invalid';
    }
    if (!timingSafeEqual(sign(Number(expires)), Buffer.from(signature, 'hex'))) return 'invalid';
    return Number(expires) * 1000 < deps.clock().getTime() ? 'expired' : 'ok';
  }

  return {
    ...deps.area,

    signedUrl: async (key, ttlSeconds) => link(key, ttlSeconds, (expires) => signGet(key, expires)),

    signedPutUrl: async (key, contentType, ttlSeconds) =>
      link(key, ttlSeconds, (expires) => signPut(key, expires, contentType)),

    verify: (key, expires, signature) => check(key, expires, signature, (at) => signGet(key, at)),

    verifyPut: (key, contentType, expires, signature) =>
      check(key, expires, signature, (at) => signPut(key, at, contentType)),
  };
}
