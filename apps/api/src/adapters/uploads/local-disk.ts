import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertUploadKey, isUploadKey, type UploadStorage } from './upload-storage';

/** Where the shop serves its signed local uploads. */
export const UPLOADS_PREFIX = '/uploads';

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

export interface LocalDiskStorage extends UploadStorage {
  /** Checks a signed URL's `expires` (unix seconds) and `signature` for `key`, in constant time. */
  verify(key: string, expires: string, signature: string): SignatureCheck;
}

/**
 * Uploads on local disk (the default): files under `<root>/objects/<key>`, their content type
 * under `<root>/meta/<key>.json`, both written to a temporary name and renamed, so a reader
 * never sees half a file. The folder is private — not under the public `/media` — and files
 * leave only through `/uploads/<key>?expires=<unix>&signature=<hex>`, where the signature is
 * HMAC-SHA256 over the key and the expiry.
 */
export function localDiskStorage(deps: {
  root: string;
  secret: string;
  clock: () => Date;
}): LocalDiskStorage {
  const objects = path.join(deps.root, 'objects');
  const meta = path.join(deps.root, 'meta');
  const sign = (key: string, expires: number) =>
    createHmac('sha256', deps.secret).update(`GET\n${key}\n${expires}`).digest();

  async function atomicWrite(file: string, content: Buffer | string) {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(partial, content);
    await rename(partial, file);
  }

  return {
    async put(key, bytes, contentType) {
      assertUploadKey(key);
      await atomicWrite(path.join(meta, `${key}.json`), JSON.stringify({ contentType }));
      await atomicWrite(path.join(objects, key), bytes);
    },

    async read(key) {
      if (!isUploadKey(key)) return null;
      try {
        const [bytes, info] = await Promise.all([
          readFile(path.join(objects, key)),
          readFile(path.join(meta, `${key}.json`), 'utf8'),
        ]);
        const { contentType } = JSON.parse(info) as { contentType: string };
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(key) {
      if (!isUploadKey(key)) return;
      await rm(path.join(objects, key), { force: true });
      await rm(path.join(meta, `${key}.json`), { force: true });
    },

    signedUrl(key, ttlSeconds) {
      assertUploadKey(key);
      const expires = Math.floor(deps.clock().getTime() / 1000) + Math.max(1, ttlSeconds);
      const signature = sign(key, expires).toString('hex');
      return `${UPLOADS_PREFIX}/${key}?expires=${expires}&signature=${signature}`;
    },

    verify(key, expires, signature) {
      if (
        !isUploadKey(key) ||
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
