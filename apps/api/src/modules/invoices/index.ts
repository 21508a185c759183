import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecordAudit } from '../../lib/staff-request';
import { inTransaction } from '../../lib/transaction';
import { invoiceSettingsRoutes, memberInvoiceRoutes } from './invoices.routes';
import { createInvoicesService, issueInvoice, renderInvoicePdf } from './invoices.service';

export { issueInvoice, renderInvoicePdf, type InvoicePdf } from './invoices.service';

/**
 * The "payment received" e-mail's attachment (issue 25): the order's invoice PDF, read when the
 * outbox sends it (only reads; no transaction is open). Other messages carry nothing.
 */
export function invoiceAttachments(db: Kysely<Database>) {
  return async (message: {
    template: string;
    order_id?: number | null;
    locale: 'id' | 'en';
  }): Promise<Array<{ filename: string; content: Buffer; contentType: string }>> => {
    if (message.template !== 'payment_received' || !message.order_id) return [];
    const pdf = await renderInvoicePdf(db, message.order_id, message.locale);
    return pdf ? [{ ...pdf, contentType: 'application/pdf' }] : [];
  };
}

/**
 * Invoices (issue 25, docs/design/invoices.md). `createInvoices` is built once in `app.ts`:
 * `issue(tx, orderId)` is the `orderPaid` seam's part that numbers a paid order's invoice in
 * the caller's transaction; `pdfByReference` serves the back office's printed invoice.
 */
export function createInvoices(deps: {
  db: Kysely<Database>;
  clock: () => Date;
  audit: RecordAudit;
}) {
  const service = createInvoicesService({
    db: deps.db,
    transaction: (work) => inTransaction(deps.db, work),
    audit: deps.audit,
    clock: deps.clock,
  });
  return {
    service,
    issue: (tx: Kysely<Database>, orderId: number) => issueInvoice(tx, orderId, deps.clock()),
    pdfByReference: service.pdfByReference,
  };
}

export type Invoices = ReturnType<typeof createInvoices>;

/**
 * The member's invoice download under `prefixes.order` (`/api/order`) and the back office's
 * invoice settings under `prefixes.admin` (`/api/admin`). Needs the `auth` and `staff-auth`
 * plugins.
 */
export const invoicesModule: FastifyPluginAsync<{
  invoices: Invoices;
  prefixes: { order: string; admin: string };
}> = async (app, { invoices, prefixes }) => {
  await app.register(memberInvoiceRoutes, { invoices: invoices.service, prefix: prefixes.order });
  await app.register(invoiceSettingsRoutes, { invoices: invoices.service, prefix: prefixes.admin });
};
