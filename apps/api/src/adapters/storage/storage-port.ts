import { createHash } from 'node:crypto';

/** What the store knows of a file without its bytes. */
export type StoredFileInfo = {
  contentType: string;
  size: number;
  /** A validator for conditional requests (quoted, as HTTP sends it). */
  etag: string;
  lastModified: Date;
};

/** A stored file as read back: its bytes and what the store knows of it. */
export type StoredFile = StoredFileInfo & { bytes: Buffer };

/**
 * One area of the file store: the public images (`/media/*`) or the private uploads. Every
 * file the shop keeps goes through this (ADR 0023): seeded packshots, banners and logos, their
 * resized copies, profile photos, payment receipts. A key is a relative path of plain segments
 * (`isStorageKey`); a write is whole or absent (no reader sees half a file); a missing file
 * reads as `null`, and removing one is not an error.
 */
export interface FileArea {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  head(key: string): Promise<StoredFileInfo | null>;
  remove(key: string): Promise<void>;
  /** Every key that starts with `prefix` (`''`: all), in no particular order. */
  list(prefix: string): Promise<string[]>;
}

/** Public images: anyone may read them, at `/media/<key>` (or the CDN's copy of it). */
export type PublicFiles = FileArea;

/** Private uploads: they leave only through short-lived pre-signed URLs. */
export interface PrivateFiles extends FileArea {
  /** A URL that serves the file to whoever holds it, for `ttlSeconds` from the store's clock. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /**
   * A URL a browser may PUT the file to for `ttlSeconds`, only with `Content-Type: contentType`
   * (signed with it): the shop's own link (`/uploads/<key>?…`, local disk), or the bucket's
   * pre-signed PutObject.
   */
  signedPutUrl(key: string, contentType: string, ttlSeconds: number): Promise<string>;
}

/**
 * Keys are relative paths of plain segments (`receipts/123-ab12.jpg`, `w/320/products/1-1.webp`):
 * letters, digits, `.`, `_`, `-`, each segment starting with a letter, digit or `_`, at most
 * eight deep — so no key is absolute, names a dot file, or climbs out with `..`, on disk or in a
 * bucket (whose path-style URLs would otherwise resolve `..`).
 */
const KEY = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9_][A-Za-z0-9._-]{0,127}){0,7}$/;

export const isStorageKey = (key: string): boolean => KEY.test(key);

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** The public URL path of a public file, as the database keeps it (`/media/users/5-ab.webp`). */
export const mediaPath = (key: string): string => `/media/${key}`;

/** Where the smaller copies of public images are kept: the URL they are asked at, less `/media/`. */
export const variantKey = (width: number, source: string): string => `w/${width}/${source}`;

/** A name's content fingerprint: the first 16 hex digits of the bytes' SHA-256. */
export const contentFingerprint = (bytes: Buffer): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** A name that changes with its content ends in `-<fingerprint>.<ext>` (profile photos). */
const FINGERPRINTED = /-[0-9a-f]{16}\.[A-Za-z0-9]+$/;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Names that stay when their content changes (packshots, banners, logos): a day. */
export const DAY_CACHE = 'public, max-age=86400';

/**
 * How long a public image may be kept (ADR 0023): a year, immutable, when its name changes with
 * its content (and so does its copies'); otherwise a day, because a re-rendered packshot or a
 * licensed logo keeps its name and must reach shoppers without a purge.
 */
export const publicCacheControl = (key: string): string =>
  FINGERPRINTED.test(key) ? IMMUTABLE_CACHE : DAY_CACHE;

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
};

/** The type a file name implies, for files put on disk by hand (or by an older shop). */
export const contentTypeOf = (key: string): string =>
  TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
