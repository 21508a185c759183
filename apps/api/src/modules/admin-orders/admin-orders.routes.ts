import { messageCodes, textInput, translate } from '@kilau/domain';
import { OrderCancelledSchema, orderCancelSchema } from '@kilau/domain/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import type { AdminOrdersService, StaffActor } from './admin-orders.service';

const ReferenceParams = z.object({
  reference: textInput().regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'order_not_found' }),
});

/** A PDF answered inline, never cached by a shared cache. */
const sendPdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);

const PDF_HELP =
  'A4 PDF (`application/pdf`, inline) in Indonesian, rupiah and WIB. 404 `order_not_found`.';

/** The back office's order routes beyond the operator API's (prefix `/api/admin`). */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{
  orders: AdminOrdersService;
  actorOf: (request: FastifyRequest) => Promise<StaffActor>;
}> = async (app, { orders, actorOf }) => {
  app.post(
    '/orders/:reference/cancel',
    {
      onRequest: app.requireStaff('orders.write'),
      schema: {
        tags: ['admin'],
        summary: 'Cancel an order for the shop, with its refund record',
        description:
          "Body { reason }. The member's own cancellation rules (an order not yet packed: " +
          'awaiting payment, payment confirm, accepted, verified, picking): the order turns ' +
          'Cancelled with the reason, gives back its stock, voucher and points; a paid order is ' +
          'owed its money (a pending refund, paid with the move to Refund); an unpaid one is ' +
          'cancelled at the gateway. One transaction with its audit row (`order.cancel`). 409 ' +
          '`order_not_cancellable`, 404 `order_not_found`, 422 on `reason`.',
        params: ReferenceParams,
        body: orderCancelSchema(messageCodes),
        response: { 200: envelopeOf(OrderCancelledSchema) },
      },
    },
    async (request, reply) => {
      const cancelled = await orders.cancel(
        request.params.reference,
        request.body.reason,
        await actorOf(request),
      );
      return respond(reply, cancelled, {
        message: translate('order_cancelled_by_staff', request.locale, {
          reference: cancelled.reference_code,
        }),
      });
    },
  );

  app.get(
    '/orders/:reference/packing-slip.pdf',
    {
      onRequest: app.requireStaff('orders.read'),
      schema: {
        tags: ['admin'],
        summary: "The order's packing slip (PDF)",
        description: `Recipient, carrier and the lines to pack, without prices. ${PDF_HELP}`,
        params: ReferenceParams,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        `slip-${request.params.reference}`,
        await orders.packingSlip(request.params.reference),
      ),
  );

  app.get(
    '/orders/:reference/invoice.pdf',
    {
      onRequest: app.requireStaff('orders.read'),
      schema: {
        tags: ['admin'],
        summary: "The order's numbered invoice (PDF)",
        description:
          'The invoice issued when the order was paid (docs/design/invoices.md): the seller, ' +
          'number, lines, discounts, shipping, DPP and PPN, the total and the payment, in the ' +
          "request's language. File `INV-YYYY-NNNNNN.pdf`. 409 `invoice_not_issued` for an " +
          `unpaid order. ${PDF_HELP}`,
        params: ReferenceParams,
      },
    },
    async (request, reply) => {
      const invoice = await orders.invoice(request.params.reference, request.locale);
      return sendPdf(reply, invoice.filename.replace(/\.pdf$/, ''), invoice.content);
    },
  );
};
