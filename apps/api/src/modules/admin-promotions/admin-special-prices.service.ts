import { messagesFor, type Locale } from '@kilau/domain';
import {
  promotionStatus,
  specialPriceProblems,
  type AdminSpecialPrice,
  type PromotionListQuery,
  type SpecialPriceCreateInput,
  type SpecialPriceUpdateInput,
} from '@kilau/domain/admin';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/staff-request';
import type {
  AdminSpecialPricesRepository,
  SpecialPriceRow,
  SpecialPriceValues,
} from './admin-special-prices.repository';
import {
  combinationLabel,
  createdEntry,
  definedChanges,
  fieldsRefused,
  refuseFields,
  staleVersion,
  type PromotionAudit,
  updatedEntry,
} from './promotion-answers';

type Repositories = {
  prices: AdminSpecialPricesRepository;
  audit: PromotionAudit;
};

const view = (
  row: SpecialPriceRow,
  usage: AdminSpecialPrice['usage'],
  now: Date,
): AdminSpecialPrice => ({
  id: Number(row.id),
  code: row.voucher_code,
  combination_id: Number(row.combination_id),
  product_id: Number(row.product_id),
  product_name: row.product_name,
  brand: row.brand,
  combination_label: combinationLabel(row.attributes),
  sku: row.sku,
  regular_price: row.regular_price,
  price: row.price,
  quota_per_user: row.quota_per_user,
  min_amount: row.min_amount,
  min_qty: row.min_qty,
  scope: row.scope,
  scope_ids: row.scope_ids.map(Number),
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  is_active: row.is_active,
  position: row.position,
  status: promotionStatus(row, now),
  usage,
  version: row.version,
});

/** What the audit log keeps of a special price. */
const audited = (price: AdminSpecialPrice) => ({
  code: price.code,
  combination_id: price.combination_id,
  price: price.price,
  quota_per_user: price.quota_per_user,
  min_amount: price.min_amount,
  min_qty: price.min_qty,
  scope: price.scope,
  scope_ids: price.scope_ids,
  starts_at: price.starts_at,
  ends_at: price.ends_at,
  is_active: price.is_active,
  position: price.position,
});

/**
 * Special prices in the back office (permission `promotions.write`): audited writes in one
 * transaction, edits at a `version`, the shop's lists told after commit (tiles show them).
 */
export function createAdminSpecialPricesService(deps: {
  prices: AdminSpecialPricesRepository;
  inTransaction: <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;
  clock: () => Date;
  changed: () => Promise<void>;
}) {
  const { clock } = deps;
  const notFound = () =>
    new AppError(404, 'admin_special_price_not_found', 'admin_special_price_not_found');
  const one = async (prices: AdminSpecialPricesRepository, id: number, now: Date) => {
    const row = await prices.byId(id);
    if (!row) throw notFound();
    const usage = await prices.usage([id]);
    return view(row, usage.get(id)!, now);
  };
  const unknownCombination = (locale: Locale) =>
    fieldsRefused({ combination_id: messagesFor(locale)('admin_voucher_free_product_unknown') });

  return {
    async list(query: PromotionListQuery) {
      const now = clock();
      const { rows, total } = await deps.prices.list({ ...query, now });
      const usage = await deps.prices.usage(rows.map((row) => Number(row.id)));
      return { prices: rows.map((row) => view(row, usage.get(Number(row.id))!, now)), total };
    },

    get: (id: number) => one(deps.prices, id, clock()),

    async create(actor: AuditActor, input: SpecialPriceCreateInput, locale: Locale) {
      const created = await deps.inTransaction(async ({ prices, audit }) => {
        const now = clock();
        const { code, ...values } = input;
        if (await prices.codeTaken(code)) {
          throw new AppError(
            409,
            'admin_special_price_code_taken',
            'admin_special_price_code_taken',
            {},
            { fields: { code: messagesFor(locale)('admin_special_price_code_taken') } },
          );
        }
        if (!(await prices.combinationExists(values.combination_id))) {
          throw unknownCombination(locale);
        }
        const id = await prices.insert(code, values satisfies SpecialPriceValues);
        const price = await one(prices, id, now);
        await audit(actor, createdEntry('special_price', id, audited(price)), now);
        return price;
      });
      await deps.changed();
      return created;
    },

    async update(actor: AuditActor, id: number, input: SpecialPriceUpdateInput, locale: Locale) {
      const updated = await deps.inTransaction(async ({ prices, audit }) => {
        const now = clock();
        if (!(await prices.lock(id))) throw notFound();
        const before = await one(prices, id, now);
        if (before.version !== input.version) throw staleVersion(before);
        const { version: _version, ...change } = input;
        const defined = definedChanges<SpecialPriceValues>(change);
        const scope = defined.scope ?? before.scope;
        const merged = {
          scope,
          scope_ids: scope === 'any' ? [] : (defined.scope_ids ?? before.scope_ids),
          starts_at: defined.starts_at ?? new Date(before.starts_at),
          ends_at: defined.ends_at ?? new Date(before.ends_at),
        };
        refuseFields(specialPriceProblems(merged, messagesFor(locale)));
        if (
          defined.combination_id !== undefined &&
          !(await prices.combinationExists(defined.combination_id))
        ) {
          throw unknownCombination(locale);
        }
        await prices.update(id, { ...defined, ...merged });
        const after = await one(prices, id, now);
        await audit(actor, updatedEntry('special_price', id, audited(before), audited(after)), now);
        return after;
      });
      await deps.changed();
      return updated;
    },
  };
}

export type AdminSpecialPricesService = ReturnType<typeof createAdminSpecialPricesService>;
