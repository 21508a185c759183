import {
  DASHBOARD_LIST_SIZE,
  LOW_STOCK_THRESHOLD,
  REVENUE_DAYS,
  roleMay,
  SEARCH_MISS_DAYS,
  type Dashboard,
  type StaffRole,
} from '@kilau/domain/admin';
import { pickVariant } from '@kilau/domain/catalog';
import { ORDER_STATE } from '@kilau/domain/orders';
import { DAY_MS, formatIsoDay, startOfWibIsoDay } from '@kilau/domain/shared';
import type { DashboardRepository } from './dashboard.repository';

/** The WIB day `days` before `day` (`YYYY-MM-DD`). */
const dayBefore = (day: string, days: number) =>
  formatIsoDay(new Date(startOfWibIsoDay(day).getTime() - days * DAY_MS));

/** The Monday (WIB) of `day`'s week. */
const mondayOf = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return dayBefore(day, (weekday + 6) % 7);
};

/**
 * The back office's home figures (docs/design/back-office.md "Dashboard"): only the blocks the
 * role may see are read at all. Before reading the search misses, this instance's pending
 * counts are written, so what was just searched shows.
 */
export function createDashboardService(deps: {
  dashboard: DashboardRepository;
  flushSearchMisses: () => Promise<void>;
  clock: () => Date;
}) {
  const { dashboard } = deps;

  async function sales(today: string): Promise<NonNullable<Dashboard['sales']>> {
    const first = dayBefore(today, REVENUE_DAYS - 1);
    const monday = mondayOf(today);
    const from = first < monday ? first : monday;
    const rows = await dashboard.salesByDay(startOfWibIsoDay(from));
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const figures = (day: string) => ({
      orders: byDay.get(day)?.orders ?? 0,
      revenue: Number(byDay.get(day)?.revenue ?? 0),
    });
    const week = { orders: 0, revenue: 0 };
    for (const row of rows) {
      if (row.day < monday || row.day > today) continue;
      week.orders += row.orders;
      week.revenue += Number(row.revenue);
    }
    const days = Array.from({ length: REVENUE_DAYS }, (_, index) => {
      const day = dayBefore(today, REVENUE_DAYS - 1 - index);
      return { day, ...figures(day) };
    });
    return { today: figures(today), week, days };
  }

  async function waiting(): Promise<NonNullable<Dashboard['waiting']>> {
    const [rows, receipts] = await Promise.all([
      dashboard.waitingByState(),
      dashboard.receiptsToCheck(),
    ]);
    const count = (...states: number[]) =>
      rows.filter((row) => states.includes(row.state_id)).reduce((sum, row) => sum + row.count, 0);
    return {
      payment_to_check: receipts,
      to_pick: count(ORDER_STATE.paymentAccepted, ORDER_STATE.verified),
      to_pack: count(ORDER_STATE.picking),
      to_ship: count(ORDER_STATE.packed, ORDER_STATE.slipPrinted),
    };
  }

  async function lowStock(): Promise<NonNullable<Dashboard['low_stock']>> {
    const [rows, outOfStock] = await Promise.all([
      dashboard.lowStock(LOW_STOCK_THRESHOLD, DASHBOARD_LIST_SIZE),
      dashboard.outOfStock(),
    ]);
    return {
      threshold: LOW_STOCK_THRESHOLD,
      out_of_stock: outOfStock,
      items: rows.map(({ attributes, ...row }) => ({
        ...row,
        shade: pickVariant(attributes)?.name ?? null,
      })),
    };
  }

  async function topProducts(now: Date): Promise<NonNullable<Dashboard['top_products']>> {
    const [week, month] = await Promise.all([
      dashboard.topProducts(new Date(now.getTime() - 7 * DAY_MS), DASHBOARD_LIST_SIZE),
      dashboard.topProducts(new Date(now.getTime() - 30 * DAY_MS), DASHBOARD_LIST_SIZE),
    ]);
    return { last_7_days: week, last_30_days: month };
  }

  async function searchMisses(today: string) {
    await deps.flushSearchMisses();
    return dashboard.searchMisses(dayBefore(today, SEARCH_MISS_DAYS - 1), DASHBOARD_LIST_SIZE);
  }

  return {
    async forRole(role: StaffRole): Promise<Dashboard> {
      const now = deps.clock();
      const today = formatIsoDay(now);
      const orders = roleMay(role, 'orders.read');
      const catalogue = roleMay(role, 'catalogue.write') || roleMay(role, 'stock.write');
      const [salesBlock, waitingBlock, lowStockBlock, topBlock, missesBlock] = await Promise.all([
        orders ? sales(today) : undefined,
        orders ? waiting() : undefined,
        catalogue ? lowStock() : undefined,
        catalogue ? topProducts(now) : undefined,
        catalogue ? searchMisses(today) : undefined,
      ]);
      return {
        today,
        ...(salesBlock ? { sales: salesBlock } : {}),
        ...(waitingBlock ? { waiting: waitingBlock } : {}),
        ...(lowStockBlock ? { low_stock: lowStockBlock } : {}),
        ...(topBlock ? { top_products: topBlock } : {}),
        ...(missesBlock ? { search_misses: missesBlock } : {}),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
