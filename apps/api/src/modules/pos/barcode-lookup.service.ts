import { translate, type Locale } from '@kilau/domain';
import { parseBarcode, productPath } from '@kilau/domain/catalog';
import type { BarcodeMatch } from '@kilau/domain/stores';
import { AppError } from '../../lib/app-error';
import type { BarcodeLookupRepository } from './barcode-lookup.repository';
import type { StoresRepository } from './stores.repository';

export const storeNotFound = () => new AppError(404, 'store_not_found', 'store_not_found');

/** A scanned or typed barcode in one store: the product and combination it names. */
export function createBarcodeLookupService(deps: {
  stores: StoresRepository;
  barcodes: BarcodeLookupRepository;
}) {
  return {
    async lookUp(storeId: number, raw: string, locale: Locale): Promise<BarcodeMatch> {
      const [store] = await deps.stores.list({ id: storeId, limit: 1 });
      if (!store) throw storeNotFound();
      const parsed = parseBarcode(raw);
      if (!parsed.ok) {
        throw new AppError(
          422,
          parsed.code,
          parsed.code,
          {},
          {
            fields: { code: translate(parsed.code, locale) },
          },
        );
      }
      const barcode = parsed.value;
      const row = await deps.barcodes.findActive(barcode, storeId);
      if (!row) throw new AppError(404, 'barcode_not_found', 'barcode_not_found');
      const path = productPath({
        categorySlug: row.category_slug,
        productId: row.product_id,
        productSlug: row.slug,
      });
      return {
        store_id: storeId,
        barcode,
        product_id: Number(row.product_id),
        slug: row.slug,
        url: `${path}?barcode=${barcode}`,
        combination_id: Number(row.combination_id),
        is_in_stock: row.is_in_stock,
      };
    },
  };
}

export type BarcodeLookupService = ReturnType<typeof createBarcodeLookupService>;
