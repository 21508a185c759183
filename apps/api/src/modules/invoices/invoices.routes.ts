import { messageCodes, textInput, translate } from '@kilau/domain';
import { InvoiceSettingsSchema, invoiceSettingsInputSchema } from '@kilau/domain/invoices';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor } from '../../lib/staff-request';
import { requireMember } from '../../plugins/auth';
import type { InvoicePdf, InvoicesService } from './invoices.service';

const ReferenceParams = z.object({
  reference: textInput().regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'order_not_found' }),
});

/** A PDF, never kept by a shared cache. */
export const sendInvoicePdf = (
  reply: FastifyReply,
  pdf: InvoicePdf,
  disposition: 'inline' | 'attachment',
) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${pdf.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf.content);

/** The member's invoice download (prefix `/api/order`). */
export const memberInvoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/user/me/orders/:reference/invoice.pdf',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['order'],
        summary: "The member's invoice of their paid order (PDF)",
        description:
          "A4 PDF (`application/pdf`, attachment `INV-YYYY-NNNNNN.pdf`) in the request's " +
          'language, WIB and rupiah: the numbered invoice issued when the order was paid. 404 ' +
          "`order_not_found` (no such order, or another member's), 409 `invoice_not_issued` " +
          '(not paid).',
        params: ReferenceParams,
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const pdf = await invoices.pdfByReference(
        request.params.reference,
        request.locale,
        member.userId,
      );
      return sendInvoicePdf(reply, pdf, 'attachment');
    },
  );
};

/** The shop's legal and tax details for invoices (prefix `/api/admin`; `settings.write`). */
export const invoiceSettingsRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  const settings = app.requireStaff('settings.write');

  app.get(
    '/invoice-settings',
    {
      onRequest: settings,
      schema: {
        tags: ['admin'],
        summary: "The seller's legal details and PPN as invoices print them",
        response: { 200: envelopeOf(InvoiceSettingsSchema) },
      },
    },
    async (_request, reply) => respond(reply, await invoices.settings()),
  );

  app.put(
    '/invoice-settings',
    {
      onRequest: settings,
      schema: {
        tags: ['admin'],
        summary: "Change the seller's legal details and PPN (invoices issued from now on)",
        description:
          'Body `{ legal_name, address, npwp (15 or 16 digits, punctuation allowed), pkp, ' +
          'ppn_rate_bp (0–10000: 1100 = 11 %), prices_include_tax, invoice_footer }`. Audited ' +
          '(`invoice_settings.update`). Invoices already issued keep what they were issued ' +
          'with. 422 with `data.fields`.',
        body: invoiceSettingsInputSchema(messageCodes),
        response: { 200: envelopeOf(InvoiceSettingsSchema) },
      },
    },
    async (request, reply) =>
      respond(reply, await invoices.saveSettings(request.body, await staffActor(request)), {
        message: translate('invoice_settings_saved', request.locale),
      }),
  );
};
