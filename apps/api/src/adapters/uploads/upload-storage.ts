/** A stored upload as read back: its bytes and the content type it was stored with. */
export type StoredUpload = { bytes: Buffer; contentType: string };

/**
 * The upload port (ARCHITECTURE §4 "Uploads"): private files (payment receipts) written by the
 * API and handed to browsers only through short-lived pre-signed URLs. The default adapter keeps
 * them on local disk and signs URLs the shop itself serves (`local-disk.ts`); an S3-compatible
 * adapter would sign the store's own URLs.
 */
export interface UploadStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<StoredUpload | null>;
  /** Removes a file nobody refers to (a confirmation that lost a race); missing is fine. */
  remove(key: string): Promise<void>;
  /** A URL that serves the file to whoever holds it, for `ttlSeconds`. */
  signedUrl(key: string, ttlSeconds: number): string;
}

/**
 * Keys are relative paths of plain segments (`receipts/123-ab12.jpg`): letters, digits, `.`,
 * `_`, `-`, never starting with a dot, so no key can climb out of its folder.
 */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}){0,4}$/;

export const isUploadKey = (key: string): boolean => KEY.test(key);

export function assertUploadKey(key: string): void {
  if (!isUploadKey(key)) throw new Error(`invalid upload key: ${JSON.stringify(key)}`);
}
