import { BULK_COLUMNS, type BulkKind } from '@kilau/domain/admin';
import { pickVariant } from '@kilau/domain/catalog';
import Papa from 'papaparse';
import type { BulkRepository } from './bulk.repository';

/** Rows read per page of an export. */
const PAGE = 1_000;

const yesNo = (value: boolean) => (value ? '1' : '0');

/** A product's flags as the `flags` cell lists them (`new|sale`). */
const flagsOf = (row: Awaited<ReturnType<BulkRepository['productsPage']>>[number]) =>
  [
    row.is_new && 'new',
    row.is_exclusive && 'exclusive',
    row.is_limited && 'limited',
    row.is_online && 'online',
    row.is_sale && 'sale',
    row.is_buy_one_get_one_free && 'bogo',
    row.is_out_of_stock_academy && 'academy_out_of_stock',
  ]
    .filter(Boolean)
    .join('|');

/** CSV lines; cells that a spreadsheet would run as a formula are escaped (papaparse). */
const lines = (rows: unknown[][]) =>
  `${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: true })}\r\n`;

/**
 * The export's CSV, page by page (keyset on id), so a large catalogue streams without being held
 * in memory. Starts with a UTF-8 byte order mark so spreadsheets read the names right.
 * `withStock`: whether the combinations' stock column is included.
 */
export async function* csvExport(
  bulk: BulkRepository,
  kind: BulkKind,
  withStock: boolean,
): AsyncGenerator<string> {
  const columns: string[] = BULK_COLUMNS[kind].filter((column) => withStock || column !== 'stock');
  yield `\uFEFF${lines([columns])}`;
  let after = 0;
  for (;;) {
    if (kind === 'products') {
      const page = await bulk.productsPage(after, PAGE);
      if (page.length === 0) return;
      yield lines(
        page.map((row) => [
          row.slug,
          row.name,
          row.brand_slug,
          row.category_slug,
          flagsOf(row),
          yesNo(row.is_active),
        ]),
      );
      after = page.at(-1)!.id;
    } else {
      const page = await bulk.combinationsPage(after, PAGE);
      if (page.length === 0) return;
      yield lines(
        page.map((row) => {
          const discount =
            row.deduction_type === 'percentage'
              ? `${row.deduction_percentage}%`
              : String(row.price - row.price_after_discount);
          const cells = [
            row.sku,
            row.product_slug,
            pickVariant(row.attributes)?.name ?? '',
            row.hex ?? '',
            row.price,
            discount,
            row.stock,
            yesNo(row.is_active),
          ];
          return withStock ? cells : cells.filter((_, index) => index !== 6);
        }),
      );
      after = page.at(-1)!.id;
    }
  }
}
