import type { PromotionCombination } from '@kilau/domain/admin';
import { combinationLabel } from './promotion-answers';
import type {
  PromotionCombinationRow,
  PromotionCombinationsRepository,
} from './promotion-combinations.repository';

export const combinationView = (row: PromotionCombinationRow): PromotionCombination => ({
  id: Number(row.id),
  product_id: Number(row.product_id),
  product_name: row.product_name,
  brand: row.brand,
  label: combinationLabel(row.attributes),
  sku: row.sku,
  regular_price: row.regular_price,
  stock: row.stock,
  is_active: Boolean(row.is_active),
});

/** The combination picker of the promotion forms: a search, or the combinations named by id. */
export function createPromotionCombinationsService(deps: {
  combinations: PromotionCombinationsRepository;
}) {
  return {
    async find(query: { q?: string | undefined; ids?: number[] | undefined; limit: number }) {
      const rows = query.ids
        ? await deps.combinations.byIds(query.ids)
        : query.q
          ? await deps.combinations.search(query.q, query.limit)
          : [];
      return rows.map(combinationView);
    },
  };
}

export type PromotionCombinationsService = ReturnType<typeof createPromotionCombinationsService>;
