import { randomBytes } from 'node:crypto';
import type { Locale } from '@kilau/domain';
import {
  checkReviewPhotoBytes,
  isStaleUpload,
  isUsableUpload,
  REVIEW_PHOTO_FOLDER,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_SIZE_PX,
  REVIEW_PHOTO_STORED_QUALITY,
  REVIEW_UPLOAD_PREFIX,
  REVIEW_UPLOAD_URL_TTL_SECONDS,
  reviewUploadName,
  type ReviewPhotoType,
} from '@kilau/domain/reviews';
import { MEDIA_VARIANT_WIDTHS } from '@kilau/domain/shared';
import {
  contentFingerprint,
  mediaPath,
  variantKey,
  type PrivateFiles,
  type PublicFiles,
} from '../../adapters/storage';
import { fieldsRefused } from '../../lib/app-error';
import { uploadRefusal, type ImageGuard, type ImageRecipe } from '../../lib/image-guard';
import type { ReviewImagesRepository, ReviewImageValues } from './review-images.repository';

/** The field a photo's refusal is named on (`data.fields.images`). */
const FIELD = 'images';

/** Orientation applied, inside 600 × 600 (never enlarged), WebP at quality 80: no metadata kept. */
const REVIEW_PHOTO: ImageRecipe = {
  rotate: true,
  resize: {
    width: REVIEW_PHOTO_SIZE_PX,
    height: REVIEW_PHOTO_SIZE_PX,
    fit: 'inside',
    withoutEnlargement: true,
  },
  format: 'webp',
  formatOptions: { quality: REVIEW_PHOTO_STORED_QUALITY },
};

/** A photo as a review write names it: an upload's name or a kept photo's, and its caption. */
export type ReviewPhotoInput = { name: string; description: string };

/** What a write's photos came to: the rows to lay down, and the files made and used for them. */
export type PreparedPhotos = {
  images: ReviewImageValues[];
  /** Stored copies made for this write (removed again if it does not commit). */
  made: string[];
  /** Uploads they were made of (removed once it commits). */
  used: string[];
};

/**
 * Review photos by pre-signed URL (docs/design/reviews.md, decision 5): the upload URL, then —
 * before a write's transaction — each named upload checked again (the member's, at most an hour
 * past its URL, there, ≤ 5 MB, PNG or JPEG by its bytes), decoded through the image guard (its
 * header's dimensions first, one decode at a time per member), re-encoded and stored in the
 * public area as `reviews/<member>-<fingerprint>.webp`; after the commit the uploads and any
 * photos the write dropped are removed. Stale uploads are swept by `sweep`.
 */
export function createReviewPhotosService(deps: {
  uploads: PrivateFiles;
  media: PublicFiles;
  images: ImageGuard;
  repository: ReviewImagesRepository;
  clock: () => Date;
}) {
  const { uploads, media, images, repository, clock } = deps;
  const unavailable = (locale: Locale) =>
    fieldsRefused({ [FIELD]: 'review_photo_unavailable' }, locale);

  /** Removes stored copies no review holds (a write that did not commit). */
  async function discard(made: string[]) {
    if (made.length === 0) return;
    const held = await repository.held(made);
    await Promise.all(made.filter((key) => !held.has(key)).map((key) => media.remove(key)));
  }

  /** The upload checked again and made into its stored copy; answers the copy's key. */
  async function store(memberId: number, name: string, locale: Locale): Promise<string> {
    const head = await uploads.head(name);
    if (!head) throw unavailable(locale);
    // Only the shop's own PUT caps the size: a bucket takes what a pre-signed PUT sends.
    if (head.size > REVIEW_PHOTO_MAX_BYTES)
      throw uploadRefusal('review_photo_too_large', FIELD, locale);
    const file = await uploads.get(name);
    if (!file) throw unavailable(locale);
    const checked = checkReviewPhotoBytes({ head: file.bytes.subarray(0, 16), size: file.size });
    if (!checked.ok) throw uploadRefusal(checked.code, FIELD, locale);
    const webp = await images.decodeUpload(
      { bytes: file.bytes, field: FIELD, owner: `member:${memberId}`, locale },
      REVIEW_PHOTO,
    );
    // The name changes with the content and with the upload, so no two reviews share a file.
    const fingerprint = contentFingerprint(Buffer.concat([webp, Buffer.from(name)]));
    const key = `${REVIEW_PHOTO_FOLDER}/${memberId}-${fingerprint}.webp`;
    await media.put(key, webp, 'image/webp');
    return key;
  }

  return {
    /** Where the member PUTs one photo: a fresh key under `reviews/tmp/<member>/`, ten minutes. */
    async uploadUrl(memberId: number, contentType: ReviewPhotoType) {
      const expires = Math.floor(clock().getTime() / 1000) + REVIEW_UPLOAD_URL_TTL_SECONDS;
      const name = reviewUploadName(memberId, expires, randomBytes(8).toString('hex'), contentType);
      return {
        name,
        url: await uploads.signedPutUrl(name, contentType, REVIEW_UPLOAD_URL_TTL_SECONDS),
        method: 'PUT' as const,
        headers: { 'content-type': contentType },
        expires_at: new Date(expires * 1000),
      };
    },

    /**
     * The photos a write names, in order: each one of `kept` (the review's own, caption may
     * change) or an upload of this member's, checked and stored now. A name that is neither, or
     * twice, is 422 on `images`; nothing made stays behind on a refusal.
     */
    async prepare(
      memberId: number,
      photos: ReviewPhotoInput[],
      kept: ReadonlySet<string>,
      locale: Locale,
    ): Promise<PreparedPhotos> {
      const names = photos.map((photo) => photo.name);
      if (new Set(names).size !== names.length)
        throw fieldsRefused({ [FIELD]: 'validation_failed' }, locale);
      const now = clock();
      if (names.some((name) => !kept.has(name) && !isUsableUpload(name, memberId, now)))
        throw unavailable(locale);
      const fresh = names.filter((name) => !kept.has(name));
      // Every upload is there before any is decoded.
      if ((await Promise.all(fresh.map((name) => uploads.head(name)))).some((head) => !head))
        throw unavailable(locale);

      const made: string[] = [];
      const keys = new Map<string, string>();
      try {
        for (const name of fresh) {
          const key = await store(memberId, name, locale);
          made.push(key);
          keys.set(name, key);
        }
      } catch (error) {
        await discard(made);
        throw error;
      }
      return {
        images: photos.map((photo, position) => ({
          storage_key: keys.get(photo.name) ?? photo.name,
          caption: photo.description,
          position,
        })),
        made,
        used: fresh,
      };
    },

    discard,

    /** After a commit: the uploads used are gone, and so are the photos the review dropped. */
    async settle(used: string[], dropped: string[]) {
      await Promise.all([
        ...used.map((name) => uploads.remove(name)),
        ...dropped.flatMap((key) => [
          media.remove(key),
          ...MEDIA_VARIANT_WIDTHS.map((width) => media.remove(variantKey(width, key))),
        ]),
      ]).catch(() => undefined);
    },

    /** A page of the product's photos, and how many there are. */
    async productPhotos(productId: number, skip: number, limit: number) {
      const [rows, total] = await Promise.all([
        repository.productPhotos(productId, skip, limit),
        repository.productPhotoCount(productId),
      ]);
      return {
        items: rows.map((row) => ({
          review_id: String(row.review_id),
          url: mediaPath(row.storage_key),
          description: row.caption,
          user_name: row.user_name,
          created_at: row.created_at,
        })),
        total,
      };
    },

    productPhotoCount: (productId: number) => repository.productPhotoCount(productId),

    /** Removes uploads whose URL expired more than a day ago; answers how many went. */
    async sweep(): Promise<number> {
      const now = clock();
      const stale = (await uploads.list(REVIEW_UPLOAD_PREFIX)).filter((name) =>
        isStaleUpload(name, now),
      );
      for (const name of stale) await uploads.remove(name);
      return stale.length;
    },
  };
}

export type ReviewPhotosService = ReturnType<typeof createReviewPhotosService>;
