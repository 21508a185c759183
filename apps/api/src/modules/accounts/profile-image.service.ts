import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  checkProfileImage,
  PROFILE_IMAGE_QUALITY,
  PROFILE_IMAGE_SIZE_PX,
} from '@kilau/domain/accounts';
import { translate, type Locale } from '@kilau/domain';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import type { ProfileRepository } from './profile.repository';

/** Where profile photos live under the media folder, and their public URL prefix. */
const FOLDER = 'users';
const URL_PREFIX = `/media/${FOLDER}/`;
/** Decoding larger pictures than this is refused (a small file can hide a huge bitmap). */
const MAX_INPUT_PIXELS = 40_000_000;

const fieldError = (code: 'review_photo_type' | 'review_photo_too_large', locale: Locale) =>
  new AppError(
    422,
    code === 'review_photo_type' ? 'invalid_file_type' : 'file_too_large',
    code,
    {},
    { fields: { image: translate(code, locale) } },
  );

/**
 * Profile photos (001 §5 upload rules): png, jpg or jpeg (webp too), recognised by their bytes,
 * at most 5 MB; re-encoded as a square WebP (orientation applied, metadata such as GPS dropped)
 * and stored as `/media/users/<id>-<content hash>.webp`, so a new photo gets a new URL and the
 * media cache never serves a stale one.
 */
export function createProfileImageService(deps: {
  profiles: ProfileRepository;
  mediaDir: string;
  clock: () => Date;
}) {
  const folder = path.join(deps.mediaDir, FOLDER);

  return {
    /** A file over the size limit, cut off while streaming. */
    tooLarge: (locale: Locale) => fieldError('review_photo_too_large', locale),

    /** Stores the photo and sets it on the member; answers its URL. */
    async replace(userId: number, upload: Buffer, locale: Locale): Promise<string> {
      const checked = checkProfileImage({ head: upload.subarray(0, 16), size: upload.length });
      if (!checked.ok) throw fieldError(checked.code, locale);
      let webp: Buffer;
      try {
        webp = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize(PROFILE_IMAGE_SIZE_PX, PROFILE_IMAGE_SIZE_PX, {
            fit: 'cover',
            position: 'attention',
          })
          .webp({ quality: PROFILE_IMAGE_QUALITY })
          .toBuffer();
      } catch {
        // The signature said image, the content is not one (truncated, corrupt, a bomb).
        throw fieldError('review_photo_type', locale);
      }
      const digest = createHash('sha256').update(webp).digest('hex').slice(0, 16);
      const name = `${userId}-${digest}.webp`;
      await mkdir(folder, { recursive: true });
      const partial = path.join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(partial, webp);
      await rename(partial, path.join(folder, name));

      const url = `${URL_PREFIX}${name}`;
      const previous = await deps.profiles.transaction((profiles) =>
        profiles.setImage(userId, url, deps.clock()),
      );
      if (previous && previous !== url && previous.startsWith(URL_PREFIX)) {
        // The old photo is nobody's now; a failure only leaves a stray file.
        await rm(path.join(folder, path.basename(previous)), { force: true }).catch(() => {});
      }
      return url;
    },
  };
}

export type ProfileImageService = ReturnType<typeof createProfileImageService>;
