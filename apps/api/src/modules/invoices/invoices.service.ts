import type { Database, InvoiceSeller } from '@kilau/db';
import type { Locale } from '@kilau/domain';
import {
  computeInvoiceTax,
  formatInvoiceNumber,
  formatNpwp,
  invoiceFileName,
  invoiceYearOf,
  type InvoiceSettings,
  type InvoiceSettingsInput,
} from '@kilau/domain/invoices';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../lib/app-error';
import { changedKeys, type AuditActor, type RecordAudit } from '../../lib/staff-request';
import { drawInvoicePdf, type InvoiceDocument } from './invoice-pdf';
import { createInvoicesRepository, type LegalSettingsRow } from './invoices.repository';
import { addressLines } from '../../lib/delivery-address-lines';

/** A rendered invoice: its file name (`INV-2026-000123.pdf`) and bytes. */
export type InvoicePdf = { filename: string; content: Buffer };

const notFound = () => new AppError(404, 'order_not_found', 'order_not_found');
const notIssued = () => new AppError(409, 'invoice_not_issued', 'invoice_not_issued');

/** Should the settings row ever be missing, a payment still gets its numbered invoice. */
const FALLBACK_SELLER: InvoiceSeller = {
  legal_name: 'Kilau',
  address: '-',
  npwp: '',
  pkp: false,
  footer: '',
};

const sellerOf = (row: LegalSettingsRow | undefined): InvoiceSeller =>
  row
    ? {
        legal_name: row.legal_name,
        address: row.address,
        npwp: row.npwp,
        pkp: row.pkp,
        footer: row.invoice_footer,
      }
    : FALLBACK_SELLER;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Issues the invoice of a paid order in the caller's transaction (ADR 0018: the port joins the
 * transaction that marks the order paid, which already holds the order's row). Idempotent: an
 * order already invoiced keeps its number, an unpaid one gets none. The year's counter is the
 * last lock taken (ADR 0014); the number is the WIB year's next: gap-free, because a rolled-back
 * payment rolls its number back with it.
 */
export async function issueInvoice(tx: Kysely<Database>, orderId: number, now: Date) {
  const repo = createInvoicesRepository(tx);
  const existing = await repo.invoiceOfOrder(orderId);
  if (existing) return existing;
  const order = await repo.orderForIssue(orderId);
  if (!order || order.paid_at === null) return null;
  const settings = await repo.settings();
  const seller = sellerOf(settings);
  const taxSettings = {
    ppn_rate_bp: settings?.ppn_rate_bp ?? 0,
    prices_include_tax: settings?.prices_include_tax ?? true,
  };
  const tax = computeInvoiceTax({
    amount: order.total_paid,
    rateBp: taxSettings.ppn_rate_bp,
    pricesIncludeTax: taxSettings.prices_include_tax,
    pkp: seller.pkp,
  });
  const year = invoiceYearOf(now);
  // Last lock of the transaction: the counter row (ADR 0014, docs/design/invoices.md).
  const sequence = await repo.nextSequence(year);
  return repo.insertInvoice({
    orderId,
    number: formatInvoiceNumber(year, sequence),
    year,
    sequence,
    issuedAt: now,
    seller,
    tax: taxSettings,
    totals: {
      subtotal: order.subtotal,
      voucher_discount: order.voucher_discount,
      points_discount: order.points_discount,
      bank_promotion_discount: order.bank_promotion_discount,
      shipping_fee: order.shipping_fee,
      shipping_discount: order.shipping_discount,
      total_paid: order.total_paid,
      tax_base: tax.base,
      tax: tax.tax,
    },
  });
}

/**
 * The invoice of order `orderId` as a PDF, or null when the order has none (not paid). Reads
 * only, outside any transaction: what the payment-received e-mail attaches.
 */
export async function renderInvoicePdf(
  db: Kysely<Database>,
  orderId: number,
  locale: Locale = 'id',
): Promise<InvoicePdf | null> {
  const repo = createInvoicesRepository(db);
  const invoice = await repo.invoiceOfOrder(orderId);
  if (!invoice) return null;
  const [order, lines] = await Promise.all([repo.orderForDocument(orderId), repo.linesOf(orderId)]);
  if (!order) return null;
  const shipping = order.shipping as Record<string, unknown>;
  const document: InvoiceDocument = {
    number: invoice.number,
    issuedAt: invoice.issued_at,
    seller: invoice.seller,
    tax: invoice.tax,
    totals: invoice.totals,
    order: {
      reference: order.reference_code,
      createdAt: order.created_at,
      paidAt: order.paid_at,
      paymentMethod: order.payment_method_name ?? order.payment_method,
      voucherCode: order.voucher_code,
      pointsUsed: order.points_used,
      shipping: [text(shipping.carrier_name), text(shipping.service_name)]
        .filter(Boolean)
        .join(' — '),
    },
    buyer: {
      name: `${order.first_name} ${order.last_name}`.trim(),
      email: order.email,
      address: addressLines(order.delivery_address),
    },
    lines: lines.map((line) => {
      const detail = line.detail as { name?: unknown; combination_name?: unknown };
      return {
        name: text(detail.name) || `#${line.product_id}`,
        variant: text(detail.combination_name),
        quantity: line.quantity,
        unitPrice: line.unit_price,
        total: line.total_price,
      };
    }),
  };
  return {
    filename: invoiceFileName(invoice.number),
    content: await drawInvoicePdf(document, locale),
  };
}

const settingsView = (row: LegalSettingsRow): InvoiceSettings => ({
  legal_name: row.legal_name,
  address: row.address,
  npwp: row.npwp,
  npwp_formatted: formatNpwp(row.npwp),
  pkp: row.pkp,
  ppn_rate_bp: row.ppn_rate_bp,
  prices_include_tax: row.prices_include_tax,
  invoice_footer: row.invoice_footer,
  updated_at: row.updated_at.toISOString(),
  updated_by: row.updated_by,
});

/**
 * Invoices' use cases beyond issuing: the downloads (the member's own order, any order for the
 * back office) and the shop's legal and tax settings (audited in their transaction).
 */
export function createInvoicesService(deps: {
  db: Kysely<Database>;
  transaction: <T>(work: (tx: Transaction<Database>) => Promise<T>) => Promise<T>;
  audit: RecordAudit;
  clock: () => Date;
}) {
  const { db } = deps;
  const repo = createInvoicesRepository(db);

  /** The PDF of the order `reference` (a member's own when `memberId` is given). */
  async function pdfByReference(
    reference: string,
    locale: Locale,
    memberId?: number,
  ): Promise<InvoicePdf> {
    const order = await repo.orderByReference(reference);
    if (!order || (memberId !== undefined && order.user_id !== memberId)) throw notFound();
    const pdf = await renderInvoicePdf(db, order.id, locale);
    if (!pdf) throw notIssued();
    return pdf;
  }

  return {
    pdfByReference,

    async settings(): Promise<InvoiceSettings> {
      const row = await repo.settings();
      if (!row) throw new AppError(404, 'invoice_settings_missing', 'invoice_settings_missing');
      return settingsView(row);
    },

    saveSettings: (input: InvoiceSettingsInput, actor: AuditActor) =>
      deps.transaction(async (tx) => {
        const settings = createInvoicesRepository(tx);
        const before = await settings.lockSettings();
        const now = deps.clock();
        const change = {
          legal_name: input.legal_name,
          address: input.address,
          npwp: input.npwp,
          pkp: input.pkp,
          ppn_rate_bp: input.ppn_rate_bp,
          prices_include_tax: input.prices_include_tax,
          invoice_footer: input.invoice_footer,
        };
        await settings.saveSettings(change, now, actor.email);
        await deps.audit(
          tx,
          actor,
          {
            action: 'invoice_settings.update',
            entity: 'invoice_settings',
            entityId: 1,
            ...(before
              ? changedKeys(before as unknown as Record<string, unknown>, change)
              : { before: null, after: change }),
          },
          now,
        );
        return settingsView((await settings.settings())!);
      }),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
