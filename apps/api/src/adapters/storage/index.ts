import path from 'node:path';
import { storedSecret, type Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { mediaDir, s3ForcePathStyle, uploadDir, type Env } from '../../config/env';
import { localDiskArea } from './local-disk';
import type { PrivateFiles, PublicFiles } from './storage-port';
import { selfSignedFiles, type UploadLinks } from './signed-links';

export {
  contentFingerprint,
  isStorageKey,
  mediaPath,
  publicCacheControl,
  variantKey,
  type FileArea,
  type PrivateFiles,
  type PublicFiles,
  type StoredFile,
  type StoredFileInfo,
} from './storage-port';
export { UPLOADS_PREFIX, type UploadLinks } from './signed-links';
export { uploadsRoutes, type UploadPutRules } from './uploads.routes';

/** The private area as the orders and ops modules use it (payment receipts). */
export type UploadStorage = PrivateFiles;

/** The shop's file store (ADR 0023): one port, a public and a private area. */
export interface FileStorage {
  kind: 'local' | 's3';
  public: PublicFiles;
  private: PrivateFiles;
  /** The shop's own `/uploads/*` links (local disk); null where the store signs its own URLs. */
  uploadLinks: UploadLinks | null;
  /**
   * The origin browsers PUT uploads to when it is not the shop's (the bucket's, which the page
   * policy's `connect-src` must name); null on local disk.
   */
  uploadOrigin: string | null;
  /** Throws a clear error when the store cannot be used (the bucket is missing or refused). */
  check(): Promise<void>;
  close(): void;
}

const SECRET_KEY = 'uploads:signing-secret';

/**
 * The file store the configuration names: local disk (default; images under MEDIA_DIR as
 * `/media/*` has always served them, private uploads under UPLOAD_DIR in `objects/` + `meta/`,
 * signed with UPLOAD_SIGNING_SECRET or a key kept once per database, so every instance honours
 * the links the others signed), or an S3-compatible bucket (`STORAGE=s3`), whose SDK is loaded
 * only then.
 */
export async function createFileStorage(deps: {
  config: Env;
  db: Kysely<Database>;
  clock: () => Date;
}): Promise<FileStorage> {
  const { config, clock } = deps;
  if (config.STORAGE === 's3') {
    const { s3Storage } = await import('./s3');
    const s3 = s3Storage(
      {
        bucket: config.S3_BUCKET ?? '',
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: s3ForcePathStyle(config),
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? {
                accessKeyId: config.S3_ACCESS_KEY_ID,
                secretAccessKey: config.S3_SECRET_ACCESS_KEY,
              }
            : undefined,
      },
      clock,
    );
    // Signing needs no request: a probe URL names the endpoint the SDK resolves for the bucket.
    const probe = await s3.private.signedPutUrl('probe', 'image/png', 60);
    return { kind: 's3', ...s3, uploadLinks: null, uploadOrigin: new URL(probe).origin };
  }
  const media = mediaDir(config);
  const uploads = uploadDir(config);
  const secret = config.UPLOAD_SIGNING_SECRET ?? (await storedSecret(deps.db, SECRET_KEY));
  const privateFiles = selfSignedFiles({
    area: localDiskArea({
      objectsDir: path.join(uploads, 'objects'),
      metaDir: path.join(uploads, 'meta'),
    }),
    secret,
    clock,
  });
  return {
    kind: 'local',
    public: localDiskArea({ objectsDir: media, metaDir: path.join(media, '.meta') }),
    private: privateFiles,
    uploadLinks: privateFiles,
    uploadOrigin: null,
    check: async () => undefined,
    close: () => undefined,
  };
}
