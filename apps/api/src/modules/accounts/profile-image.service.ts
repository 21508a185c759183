import {
  checkProfileImage,
  PROFILE_IMAGE_QUALITY,
  PROFILE_IMAGE_SIZE_PX,
} from '@kilau/domain/accounts';
import type { Locale } from '@kilau/domain';
import { MEDIA_VARIANT_WIDTHS } from '@kilau/domain/shared';
import {
  contentFingerprint,
  mediaPath,
  variantKey,
  type PublicFiles,
} from '../../adapters/storage';
import { uploadRefusal, type ImageGuard, type ImageRecipe } from '../../lib/image-guard';
import type { ProfileRepository } from './profile.repository';

/** Where profile photos live under the media folder, and their public URL prefix. */
const FOLDER = 'users';
const URL_PREFIX = mediaPath(`${FOLDER}/`);
const FIELD = 'image';
/** Orientation applied, a square cut around what draws the eye, WebP (metadata dropped). */
const PROFILE_PHOTO: ImageRecipe = {
  rotate: true,
  resize: {
    width: PROFILE_IMAGE_SIZE_PX,
    height: PROFILE_IMAGE_SIZE_PX,
    fit: 'cover',
    position: 'attention',
  },
  format: 'webp',
  formatOptions: { quality: PROFILE_IMAGE_QUALITY },
};

/**
 * Profile photos (001 §5 upload rules): png, jpg or jpeg (webp too), recognised by their bytes,
 * at most 5 MB, its declared dimensions within the shop's limits (checked before decoding, and
 * decoded through the image guard: one at a time per member); re-encoded as a square WebP (orientation applied, metadata such as GPS dropped)
 * and stored in the file store's public area as `users/<id>-<content hash>.webp` (served at
 * `/media/users/…`), so a new photo gets a new URL: it is cached for a year, immutable, and
 * never served stale. The previous photo and its smaller copies are removed.
 */
export function createProfileImageService(deps: {
  profiles: ProfileRepository;
  images: ImageGuard;
  media: PublicFiles;
  clock: () => Date;
}) {
  return {
    /** A file over the size limit, cut off while streaming. */
    tooLarge: (locale: Locale) => uploadRefusal('review_photo_too_large', FIELD, locale),

    /** Stores the photo and sets it on the member; answers its URL. */
    async replace(userId: number, upload: Buffer, locale: Locale): Promise<string> {
      const checked = checkProfileImage({ head: upload.subarray(0, 16), size: upload.length });
      if (!checked.ok) throw uploadRefusal(checked.code, FIELD, locale);
      const webp = await deps.images.decodeUpload(
        { bytes: upload, field: FIELD, owner: `member:${userId}`, locale },
        PROFILE_PHOTO,
      );
      const key = `${FOLDER}/${userId}-${contentFingerprint(webp)}.webp`;
      await deps.media.put(key, webp, 'image/webp');

      const url = mediaPath(key);
      const previous = await deps.profiles.transaction((profiles) =>
        profiles.setImage(userId, url, deps.clock()),
      );
      if (previous && previous !== url && previous.startsWith(URL_PREFIX)) {
        // The old photo is nobody's now; a failure only leaves a stray file.
        const old = previous.slice('/media/'.length);
        await Promise.all(
          [old, ...MEDIA_VARIANT_WIDTHS.map((width) => variantKey(width, old))].map((stale) =>
            deps.media.remove(stale),
          ),
        ).catch(() => {});
      }
      return url;
    },
  };
}

export type ProfileImageService = ReturnType<typeof createProfileImageService>;
