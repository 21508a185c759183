import { storedSecret, type Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { localDiskStorage, type LocalDiskStorage } from './local-disk';

export { localDiskStorage, UPLOADS_PREFIX, type LocalDiskStorage } from './local-disk';
export { uploadsRoutes } from './uploads.routes';
export { isUploadKey, type StoredUpload, type UploadStorage } from './upload-storage';

const SECRET_KEY = 'uploads:signing-secret';

/**
 * The key that signs upload URLs: `UPLOAD_SIGNING_SECRET` when set, else one made once per
 * database and kept in `app_meta` (as the one-time codes' key is), so every API instance and
 * restart honours the links the others signed.
 */
async function signingSecret(db: Kysely<Database>, configured: string | undefined) {
  return configured ? configured : storedSecret(db, SECRET_KEY);
}

/** The upload store: local disk under `root` (S3-compatible storage is not built yet). */
export async function createUploadStorage(deps: {
  db: Kysely<Database>;
  root: string;
  secret: string | undefined;
  clock: () => Date;
}): Promise<LocalDiskStorage> {
  return localDiskStorage({
    root: deps.root,
    secret: await signingSecret(deps.db, deps.secret),
    clock: deps.clock,
  });
}
