import { messagesFor, type Locale } from '@kilau/domain';
import {
  positionedItems,
  promotionStatus,
  windowProblems,
  type AdminFlashSale,
  type AdminFlashSaleSummary,
  type FlashSaleCreateInput,
  type FlashSaleItemInput,
  type FlashSaleUpdateInput,
  type PromotionListQuery,
} from '@kilau/domain/admin';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/staff-request';
import type {
  AdminFlashSalesRepository,
  FlashSaleRow,
  FlashSaleValues,
  FlashUsage,
} from './admin-flash-sales.repository';
import { droppedItems, flashItemProblems, type SoldSoFar } from './flash-sale-item-rules';
import {
  createdEntry,
  refuseFields,
  staleVersion,
  updatedEntry,
  type PromotionAudit,
} from './promotion-answers';
import type { PromotionCombinationsRepository } from './promotion-combinations.repository';
import { combinationView } from './promotion-combinations.service';

type Repositories = {
  sales: AdminFlashSalesRepository;
  combinations: PromotionCombinationsRepository;
  audit: PromotionAudit;
};

const summaryOf = (row: FlashSaleRow, usage: FlashUsage, now: Date): AdminFlashSaleSummary => ({
  id: Number(row.id),
  name: row.name,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  is_active: row.is_active,
  status: promotionStatus(row, now),
  item_count: usage.items,
  usage: { sold: usage.sold, quota: usage.quota, orders: usage.orders, revenue: usage.revenue },
  version: row.version,
});

/** What the audit log keeps of a flash sale. */
const audited = (sale: AdminFlashSale) => ({
  name: sale.name,
  starts_at: sale.starts_at,
  ends_at: sale.ends_at,
  is_active: sale.is_active,
  items: sale.items.map(({ combination_id, price, quota, position }) => ({
    combination_id,
    price,
    quota,
    position,
  })),
});

/**
 * Flash sales in the back office (permission `promotions.write`): each write in one transaction
 * with its audit row, after the flash sales' write lock; an edit at its `version`, under the
 * sale's row lock and its items' (ascending combination id, as placement takes them), so a quota
 * never goes below what has sold and an item that sold stays. One active sale at a time: the
 * shop's flash-sale page shows the running (or next) one. The shop is told after commit.
 */
export function createAdminFlashSalesService(deps: {
  sales: AdminFlashSalesRepository;
  combinations: PromotionCombinationsRepository;
  inTransaction: <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;
  clock: () => Date;
  /** Told after a write commits, with the products whose tiles show a flash price. */
  changed: (productIds: number[]) => Promise<void>;
}) {
  const { clock } = deps;
  const notFound = () =>
    new AppError(404, 'admin_flash_sale_not_found', 'admin_flash_sale_not_found');

  /** The sale with its items, each described as the combination picker describes it. */
  async function one(repos: Omit<Repositories, 'audit'>, id: number, now: Date) {
    const row = await repos.sales.byId(id);
    if (!row) throw notFound();
    const [items, usage] = await Promise.all([repos.sales.items(id), repos.sales.usage([id])]);
    const described = new Map(
      (await repos.combinations.byIds(items.map((item) => Number(item.combination_id)))).map(
        (combination) => [Number(combination.id), combinationView(combination)],
      ),
    );
    return {
      ...summaryOf(row, usage.sales.get(id)!, now),
      items: items.map((item) => {
        const {
          id: combinationId,
          stock: _stock,
          is_active: _active,
          ...about
        } = described.get(Number(item.combination_id))!;
        return {
          ...about,
          combination_id: combinationId,
          price: item.price,
          quota: item.quota,
          sold: item.sold,
          position: item.position,
          revenue: usage.items.get(`${id}:${combinationId}`) ?? 0,
        };
      }),
    } satisfies AdminFlashSale;
  }

  /** One active sale at a time: 422 on `starts_at` naming the one in the way. */
  async function checkWindow(
    repos: Repositories,
    sale: { starts_at: Date; ends_at: Date; is_active: boolean },
    exceptId: number | null,
    locale: Locale,
  ) {
    const t = messagesFor(locale);
    refuseFields(windowProblems(sale, t));
    if (!sale.is_active) return;
    const other = await repos.sales.overlapping(sale, exceptId);
    if (other) refuseFields({ starts_at: t('admin_flash_sale_overlap', { name: other.name }) });
  }

  async function checkItems(
    repos: Repositories,
    items: readonly FlashSaleItemInput[],
    current: SoldSoFar,
    locale: Locale,
  ) {
    const rows = await repos.combinations.byIds(items.map((item) => item.combination_id));
    const facts = new Map(
      rows.map((row) => [
        Number(row.id),
        { regular_price: row.regular_price, is_active: Boolean(row.is_active), sku: row.sku },
      ]),
    );
    refuseFields(flashItemProblems({ items, facts, current, t: messagesFor(locale) }));
  }

  const productsOf = (...sales: AdminFlashSale[]) => [
    ...new Set(sales.flatMap((sale) => sale.items.map((item) => item.product_id))),
  ];

  return {
    async list(query: PromotionListQuery) {
      const now = clock();
      const { rows, total } = await deps.sales.list({ ...query, now });
      const usage = await deps.sales.usage(rows.map((row) => Number(row.id)));
      return {
        sales: rows.map((row) => summaryOf(row, usage.sales.get(Number(row.id))!, now)),
        total,
      };
    },

    get: (id: number) => one(deps, id, clock()),

    async create(actor: AuditActor, input: FlashSaleCreateInput, locale: Locale) {
      const created = await deps.inTransaction(async (repos) => {
        const now = clock();
        await repos.sales.windowLock();
        const { items, ...values } = input;
        await checkWindow(repos, values, null, locale);
        await checkItems(repos, items, new Map(), locale);
        const id = await repos.sales.insert(values satisfies FlashSaleValues);
        await repos.sales.saveItems(id, items);
        const sale = await one(repos, id, now);
        await repos.audit(actor, createdEntry('flash_sale', id, audited(sale)), now);
        return sale;
      });
      await deps.changed(productsOf(created));
      return created;
    },

    async update(actor: AuditActor, id: number, input: FlashSaleUpdateInput, locale: Locale) {
      const { before, after } = await deps.inTransaction(async (repos) => {
        const now = clock();
        await repos.sales.windowLock();
        if (!(await repos.sales.lock(id))) throw notFound();
        const before = await one(repos, id, now);
        if (before.version !== input.version) throw staleVersion(before);
        const { version: _version, items, ...change } = input;
        const values = {
          name: change.name ?? before.name,
          starts_at: change.starts_at ?? new Date(before.starts_at),
          ends_at: change.ends_at ?? new Date(before.ends_at),
          is_active: change.is_active ?? before.is_active,
        };
        await checkWindow(repos, values, id, locale);
        if (items !== undefined) {
          const skus = new Map(before.items.map((item) => [item.combination_id, item.sku]));
          const locked = await repos.sales.lockItems(id);
          const current: SoldSoFar = new Map(
            locked.map((row) => [
              Number(row.combination_id),
              { sold: row.sold, sku: skus.get(Number(row.combination_id)) ?? '' },
            ]),
          );
          await checkItems(repos, items, current, locale);
          await repos.sales.removeItems(id, droppedItems(items, current));
          await repos.sales.saveItems(id, positionedItems(items));
        }
        await repos.sales.update(id, values);
        const after = await one(repos, id, now);
        await repos.audit(
          actor,
          updatedEntry('flash_sale', id, audited(before), audited(after)),
          now,
        );
        return { before, after };
      });
      await deps.changed(productsOf(before, after));
      return after;
    },
  };
}

export type AdminFlashSalesService = ReturnType<typeof createAdminFlashSalesService>;
