import { formatRupiah, type Messages } from '@kilau/domain';
import type { FlashSaleItemInput } from '@kilau/domain/admin';

/** What the rules need of a combination: the shop's price, and whether it is sold at all. */
export type CombinationFacts = { regular_price: number; is_active: boolean; sku: string };
/** What an item already in the sale has sold, by combination id, read under the items' locks. */
export type SoldSoFar = ReadonlyMap<number, { sold: number; sku: string }>;

/**
 * The rules of a flash sale's item list against the catalogue and what has sold (issue 18):
 * a new item names a combination that exists and is sold; every price is below the shop's own
 * price (the shop shows the lower of the two, so a higher one would not show); a quota is never
 * below what has sold; an item that has sold stays. Answers `{ field: message }`.
 */
export function flashItemProblems(input: {
  items: readonly FlashSaleItemInput[];
  facts: ReadonlyMap<number, CombinationFacts>;
  current: SoldSoFar;
  t: Messages;
}): Record<string, string> {
  const { items, facts, current, t } = input;
  const problems: Record<string, string> = {};
  items.forEach((item, index) => {
    const at = (field: string) => `items.${index}.${field}`;
    const known = facts.get(item.combination_id);
    const existing = current.get(item.combination_id);
    if (!known || (!existing && !known.is_active)) {
      problems[at('combination_id')] = t('admin_flash_sale_item_unknown');
      return;
    }
    if (item.price >= known.regular_price) {
      problems[at('price')] = t('admin_flash_sale_price_not_below', {
        price: formatRupiah(known.regular_price),
      });
    }
    if (existing && item.quota < existing.sold) {
      problems[at('quota')] = t('admin_flash_sale_quota_below_sold', { sold: existing.sold });
    }
  });
  const kept = new Set(items.map((item) => item.combination_id));
  const soldAndRemoved = [...current.entries()].filter(
    ([combinationId, { sold }]) => sold > 0 && !kept.has(combinationId),
  );
  if (soldAndRemoved.length > 0) {
    problems.items = t('admin_flash_sale_item_sold', {
      items: soldAndRemoved.map(([, { sku, sold }]) => `${sku} (${sold})`).join(', '),
    });
  }
  return problems;
}

/** The combinations a list drops (the caller removes those that have not sold). */
export const droppedItems = (
  items: readonly { combination_id: number }[],
  current: SoldSoFar,
): number[] => {
  const kept = new Set(items.map((item) => item.combination_id));
  return [...current.keys()].filter((combinationId) => !kept.has(combinationId));
};
