import { checkProfileImage } from '@kilau/domain/accounts';
import type { Locale } from '@kilau/domain';
import { contentFingerprint, mediaPath, type PublicFiles } from '../../adapters/storage';
import { uploadRefusal, type ImageGuard, type ImageRecipe } from '../../lib/image-guard';

const FIELD = 'logo';
/** A brand's logo: orientation applied, fitted inside 400 × 400 (never enlarged), WebP. */
const LOGO: ImageRecipe = {
  rotate: true,
  resize: { width: 400, height: 400, fit: 'inside', withoutEnlargement: true },
  format: 'webp',
  formatOptions: { quality: 85 },
};

/**
 * Brand logos through the shop's one image pipeline (`lib/image-guard.ts`, as profile photos):
 * png, jpg or webp by their bytes, at most 5 MB, the header's dimensions checked before
 * decoding; stored as `brands/<id>-<content hash>.webp` (served at `/media/brands/…`, a new logo
 * a new URL).
 */
export function createBrandLogos(deps: { images: ImageGuard; media: PublicFiles }) {
  return {
    tooLarge: (locale: Locale) => uploadRefusal('review_photo_too_large', FIELD, locale),
    async store(brandId: number, upload: Buffer, locale: Locale): Promise<string> {
      const checked = checkProfileImage({ head: upload.subarray(0, 16), size: upload.length });
      if (!checked.ok) throw uploadRefusal(checked.code, FIELD, locale);
      const webp = await deps.images.decodeUpload(
        { bytes: upload, field: FIELD, owner: `brand:${brandId}`, locale },
        LOGO,
      );
      const key = `brands/${brandId}-${contentFingerprint(webp)}.webp`;
      await deps.media.put(key, webp, 'image/webp');
      return mediaPath(key);
    },
  };
}

export type BrandLogos = ReturnType<typeof createBrandLogos>;
