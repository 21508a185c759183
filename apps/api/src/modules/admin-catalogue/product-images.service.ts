import type { Locale } from '@kilau/domain';
import {
  PRODUCT_IMAGE_KINDS,
  PRODUCT_IMAGE_QUALITY,
  PRODUCT_IMAGE_WIDTH,
  type AdminProductImage,
  type ProductImagesUpdateInput,
} from '@kilau/domain/admin';
import { MEDIA_VARIANT_WIDTHS } from '@kilau/domain/shared';
import {
  contentFingerprint,
  mediaPath,
  variantKey,
  type PublicFiles,
} from '../../adapters/storage';
import { AppError } from '../../lib/app-error';
import { uploadRefusal, type ImageGuard, type ImageRecipe } from '../../lib/image-guard';
import type { AuditActor, ProductsTransaction } from './products-transaction';
import { fieldRefusal, productNotFound } from './admin-products.service';

const FOLDER = 'products/staff';
const FIELD = 'image';

/**
 * A product picture as the storefront shows it: orientation applied, at most 1,200 px wide (the
 * product page's largest; the media route makes the 160–800 px copies on first request), WebP,
 * metadata dropped.
 */
const PRODUCT_PICTURE: ImageRecipe = {
  rotate: true,
  resize: {
    width: PRODUCT_IMAGE_WIDTH,
    height: PRODUCT_IMAGE_WIDTH,
    fit: 'inside',
    withoutEnlargement: true,
  },
  format: 'webp',
  formatOptions: { quality: PRODUCT_IMAGE_QUALITY },
};

const imageView = (row: {
  id: number;
  url: string;
  alt: string;
  alt_en: string;
  kind: AdminProductImage['kind'];
  is_cover: boolean;
  position: number;
  combination_id: number | null;
}): AdminProductImage => ({
  id: Number(row.id),
  url: row.url,
  alt: row.alt,
  alt_en: row.alt_en,
  kind: row.kind,
  is_cover: row.is_cover,
  position: row.position,
  combination_id: row.combination_id === null ? null : Number(row.combination_id),
});

/**
 * A product's pictures (docs/design/back-office.md § Products): uploads through the shop's one
 * image pipeline (`lib/image-guard.ts`: the header judged before decoding, decoded in the image
 * process), stored in the media store; order, cover, texts and shade edited as one list. Each
 * write is audited in its transaction and the shop hears of it after the commit.
 */
export function createProductImagesService(deps: {
  inTransaction: <T>(work: (on: ProductsTransaction) => Promise<T>) => Promise<T>;
  images: ImageGuard;
  media: PublicFiles;
  clock: () => Date;
  changed: (productIds: number[]) => Promise<void>;
}) {
  const { clock } = deps;

  const listOf = async (repo: ProductsTransaction['products'], productId: number) =>
    (await repo.images(productId)).map(imageView);

  async function lockProduct(repo: ProductsTransaction['products'], productId: number) {
    if (!(await repo.product(productId, true))) throw productNotFound();
  }

  async function checkShade(
    repo: ProductsTransaction['products'],
    productId: number,
    combinationIds: Array<number | null>,
    locale: Locale,
    field: (index: number) => string,
  ) {
    if (combinationIds.every((id) => id === null)) return;
    const own = await repo.combinationIdsOf(productId);
    const bad = combinationIds.flatMap((id, index) =>
      id !== null && !own.has(id) ? [field(index)] : [],
    );
    if (bad.length) throw fieldRefusal(locale, 'product_option_unknown', bad);
  }

  const removeFiles = async (url: string) => {
    if (!url.startsWith(mediaPath(`${FOLDER}/`))) return;
    const key = url.slice('/media/'.length);
    await Promise.all(
      [key, ...MEDIA_VARIANT_WIDTHS.map((width) => variantKey(width, key))].map((stale) =>
        deps.media.remove(stale),
      ),
    ).catch(() => {});
  };

  return {
    tooLarge: (locale: Locale) => uploadRefusal('review_photo_too_large', FIELD, locale),

    /** Stores the upload as a new picture, last in the list (the cover when it is the first). */
    async add(
      actor: AuditActor,
      productId: number,
      upload: Buffer,
      fields: { alt?: string; alt_en?: string; kind?: string; combination_id?: number | null },
      locale: Locale,
    ): Promise<AdminProductImage[]> {
      const kind = PRODUCT_IMAGE_KINDS.find((k) => k === fields.kind) ?? 'packshot';
      const webp = await deps.images.decodeUpload(
        { bytes: upload, field: FIELD, owner: `staff:${actor.staffId ?? 0}`, locale },
        PRODUCT_PICTURE,
      );
      const key = `${FOLDER}/${productId}-${contentFingerprint(webp)}.webp`;
      // Stored first (the same bytes, the same key): the transaction may run again on a conflict.
      await deps.media.put(key, webp, 'image/webp');
      const list = await deps.inTransaction(async ({ products: repo, audit }) => {
        await lockProduct(repo, productId);
        const combinationId = fields.combination_id ?? null;
        await checkShade(repo, productId, [combinationId], locale, () => 'combination_id');
        const current = await listOf(repo, productId);
        const imageId = await repo.insertImage({
          product_id: productId,
          combination_id: combinationId,
          url: mediaPath(key),
          alt: fields.alt ?? '',
          alt_en: fields.alt_en ?? '',
          kind,
          is_cover: current.length === 0,
          position: current.reduce((max, image) => Math.max(max, image.position + 1), 0),
        });
        const now = clock();
        await repo.updateProduct(productId, { updated_at: now });
        await audit(
          actor,
          {
            action: 'product.image.add',
            entity: 'product',
            entityId: productId,
            before: null,
            after: { image_id: imageId, url: mediaPath(key), combination_id: combinationId, kind },
          },
          now,
        );
        return listOf(repo, productId);
      });
      await deps.changed([productId]);
      return list;
    },

    /**
     * The pictures as the form lists them: their order is the list's, one cover (the first when
     * none is marked), each with its texts and shade. The list names every picture of the
     * product, no more (else someone changed them meanwhile: 409).
     */
    async update(
      actor: AuditActor,
      productId: number,
      input: ProductImagesUpdateInput,
      locale: Locale,
    ): Promise<AdminProductImage[]> {
      const list = await deps.inTransaction(async ({ products: repo, audit }) => {
        await lockProduct(repo, productId);
        const before = await listOf(repo, productId);
        const ids = new Set(before.map((image) => image.id));
        const given = new Set(input.images.map((image) => image.id));
        if (
          given.size !== input.images.length ||
          given.size !== ids.size ||
          [...given].some((id) => !ids.has(id))
        ) {
          throw new AppError(
            409,
            'changed_by_someone_else',
            'product_images_mismatch',
            {},
            { current: before },
          );
        }
        await checkShade(
          repo,
          productId,
          input.images.map((image) => image.combination_id),
          locale,
          (index) => `images.${index}.combination_id`,
        );
        const cover = Math.max(
          0,
          input.images.findIndex((image) => image.is_cover),
        );
        for (const [position, image] of input.images.entries()) {
          await repo.updateImage(image.id, {
            position,
            is_cover: position === cover,
            alt: image.alt,
            alt_en: image.alt_en,
            kind: image.kind,
            combination_id: image.combination_id,
          });
        }
        const now = clock();
        await repo.updateProduct(productId, { updated_at: now });
        const after = await listOf(repo, productId);
        await audit(
          actor,
          {
            action: 'product.image.update',
            entity: 'product',
            entityId: productId,
            before: { images: before },
            after: { images: after },
          },
          now,
        );
        return after;
      });
      await deps.changed([productId]);
      return list;
    },

    async remove(
      actor: AuditActor,
      productId: number,
      imageId: number,
    ): Promise<AdminProductImage[]> {
      const { list, url } = await deps.inTransaction(async ({ products: repo, audit }) => {
        await lockProduct(repo, productId);
        const image = await repo.image(productId, imageId);
        if (!image) throw new AppError(404, 'product_image_not_found', 'product_image_not_found');
        await repo.deleteImage(productId, imageId, image.is_cover);
        const now = clock();
        await repo.updateProduct(productId, { updated_at: now });
        await audit(
          actor,
          {
            action: 'product.image.delete',
            entity: 'product',
            entityId: productId,
            before: imageView(image),
            after: null,
          },
          now,
        );
        return { list: await listOf(repo, productId), url: image.url };
      });
      await removeFiles(url);
      await deps.changed([productId]);
      return list;
    },
  };
}

export type ProductImagesService = ReturnType<typeof createProductImagesService>;
