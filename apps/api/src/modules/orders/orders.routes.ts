import {
  idReference,
  idText,
  INTEGER_RANGE,
  isIsoDay,
  SMALLINT_RANGE,
  outOfRangeCode,
  textInput,
  translate,
  wholeNumber,
  countInput,
} from '@kilau/domain';
import {
  OrderCountSchema,
  OrderDetailSchema,
  OrderHistoryEntrySchema,
  OrderStateRowSchema,
  PlacedOrderSchema,
} from '@kilau/domain/orders';
import { OvoPhoneSchema } from '@kilau/domain/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { CancelOrderService } from './cancel-order.service';
import type { ChangePaymentService } from './change-payment.service';
import type { OrderDetailService } from './order-detail.service';
import type { HistoryFilter, OrderHistoryService } from './order-history.service';
import type { PlaceOrderService } from './place-order.service';

const text = (max: number, multiline = false) => textInput({ multiline }).trim().min(1).max(max);

/**
 * The Order payment request entity (000 §3). A card travels only as the gateway's token: a
 * body carrying a card number or CVV is refused before anything else is read.
 */
export const PlaceOrderBodySchema = z
  .object({
    cart_id: idReference(),
    payment_method: text(40),
    payment_type: text(40).optional(),
    total_price: z
      .number()
      .int()
      .min(0)
      .max(INTEGER_RANGE.max, { error: outOfRangeCode(0, INTEGER_RANGE.max) }),
    id_payment_method: z.union([textInput(), z.number()]).transform(String).optional(),
    is_payment_method_change: z.boolean().optional(),
    phone_no: OvoPhoneSchema.optional(),
    id_bank_account: z.union([textInput(), z.number()]).transform(String).optional(),
    bank_name: text(60).optional(),
    account_name: text(100).optional(),
    account_number: textInput()
      .trim()
      .regex(/^[0-9]{6,20}$/)
      .optional(),
    installment_term: z.number().int().min(1).max(24).optional(),
    token_id: text(200).optional(),
    save_card: z.boolean().optional(),
    id_bank_promotion: idReference().optional(),
    card_bin: textInput()
      .regex(/^[0-9]{6,8}$/)
      .optional(),
    card_number: z.never({ error: 'card_number_not_accepted' }).optional(),
    card_cvv: z.never({ error: 'card_number_not_accepted' }).optional(),
  })
  .transform(
    ({ is_payment_method_change: _change, card_number: _n, card_cvv: _c, ...rest }) => rest,
  );

const ChangePaymentBodySchema = z.object({
  payment_method: text(40),
  token_id: text(200).optional(),
  save_card: z.boolean().optional(),
  phone_no: OvoPhoneSchema.optional(),
  installment_term: z.number().int().min(1).max(24).optional(),
  card_number: z.never({ error: 'card_number_not_accepted' }).optional(),
  card_cvv: z.never({ error: 'card_number_not_accepted' }).optional(),
});

/** A calendar day that exists (2026-13-45 matches the shape but is no day). */
const DAY = textInput().refine(isIsoDay, { error: 'date_invalid' });
const HistoryFilterSchema = z.object({
  'filter[state_ids]': textInput()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(
      z.array(wholeNumber({ min: 1, max: SMALLINT_RANGE.max, message: 'option_invalid' })).max(20),
    )
    .optional(),
  'filter[state_name]': textInput().trim().min(1).max(60).optional(),
  'filter[order_source]': textInput().trim().min(1).max(40).optional(),
  'filter[created_at_from]': DAY.optional(),
  'filter[created_at_to]': DAY.optional(),
  'filter[is_payment_failed]': z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
const HistoryQuerySchema = HistoryFilterSchema.extend({
  skip: countInput(0, 100_000).default(0),
  limit: countInput(1, 50).default(10),
  sort: z.enum(['-created_at', 'created_at']).default('-created_at'),
});

const filterOf = (query: z.infer<typeof HistoryFilterSchema>): HistoryFilter => ({
  stateIds: query['filter[state_ids]'],
  stateName: query['filter[state_name]'],
  orderSource: query['filter[order_source]'],
  createdFrom: query['filter[created_at_from]'],
  createdTo: query['filter[created_at_to]'],
  isPaymentFailed: query['filter[is_payment_failed]'],
});

const KeyHeaderSchema = z.object({
  'idempotency-key': textInput().trim().min(8).max(100).optional(),
});

/** Orders (prefix `/api/order`): placement, the member's orders and their changes. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  placement: PlaceOrderService;
  paymentChange: ChangePaymentService;
  cancellation: CancelOrderService;
  history: OrderHistoryService;
  details: OrderDetailService;
}> = async (app, { placement, paymentChange, cancellation, history, details }) => {
  app.post(
    '/orders',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(PlacedOrderSchema), 201: envelopeOf(PlacedOrderSchema) },
        summary: 'Place the order of the active bag and start its payment',
        description:
          'Body: the Order payment request entity (cart_id, payment_method, payment_type, ' +
          'total_price — the total the shopper was shown —, phone_no for OVO, bank-transfer ' +
          'details, installment_term for Kredivo, token_id from the gateway’s card script, ' +
          'id_bank_promotion + card_bin). One transaction re-validates prices, stock and ' +
          'pre-order quotas, address, voucher and points, then takes them and writes the order. ' +
          'Send an `Idempotency-Key`: the same key answers the first result; the same key with ' +
          'another body is 422 `idempotency_key_reused`. Without a key a second call for a ' +
          'placed cart answers that order. Refusals: 409 `price_mismatch` (data.total_price), ' +
          '409 `out_of_stock` (data.is_preorder), 422 `invalid_address`, ' +
          '`shipping_method_required`, `payment_method_unavailable`, `bank_promo_not_eligible`, ' +
          '`cart_empty`. Answers 201 (200 on a replay) with data { _id, reference_code, state, ' +
          'payment_method, payment_status, totals, payment_due_at, redirect_url, payment }.',
        body: PlaceOrderBodySchema,
        headers: KeyHeaderSchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { order, replay } = await placement.place(
        member.userId,
        request.body,
        request.headers['idempotency-key'] ?? null,
      );
      return respond(reply, order, { status: replay ? 200 : 201 });
    },
  );

  app.post(
    '/orders/:id/payment-method',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(PlacedOrderSchema) },
        summary: 'Change the payment method of an unpaid order — once (000 §4)',
        description:
          'Body { payment_method, token_id?, save_card?, phone_no? (OVO), installment_term? ' +
          '(Kredivo) }. The old payment is cancelled at the gateway and the new one starts; ' +
          'answers the order as placement does. A second change is 422 `payment_change_once` ' +
          "('You can only change the payment method once.'); a paid, expired or cancelled order " +
          'is 409 `order_not_awaiting_payment`.',
        params: z.object({ id: idText() }),
        body: ChangePaymentBodySchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const order = await paymentChange.change(member.userId, Number(request.params.id), {
        payment_method: request.body.payment_method,
        tokenId: request.body.token_id,
        saveCard: request.body.save_card,
        phoneNo: request.body.phone_no,
        installmentTerm: request.body.installment_term,
      });
      return respond(reply, await details.placed(order));
    },
  );

  app.put(
    '/order/:id/cancelled',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(PlacedOrderSchema) },
        summary: 'Cancel an order waiting for payment, or paid and not yet packed',
        description:
          'Body { cancellation_reason, reference_code }. Gives back stock, quotas, the voucher ' +
          'and the points (once); a paid order is owed a refund, recorded with it. 409 ' +
          '`order_not_cancellable` once packed, shipped or already cancelled; 404 for an order ' +
          'not the member’s or a reference that is not its own.',
        params: z.object({ id: idText() }),
        body: z.object({
          cancellation_reason: text(200, true),
          reference_code: text(40),
        }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const order = await cancellation.cancel(member.userId, Number(request.params.id), {
        reason: request.body.cancellation_reason,
        referenceCode: request.body.reference_code,
      });
      return respond(reply, await details.placed(order), {
        message: translate('order_cancelled', request.locale),
      });
    },
  );

  app.get(
    '/order-state',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(z.array(OrderStateRowSchema)) },
        summary: "The shop's order states: data [{ id, name, color }]",
      },
    },
    async (_request, reply) => respond(reply, await history.states()),
  );

  app.get(
    '/user/me/orders/count',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(OrderCountSchema) },
        summary: "How many of the member's orders match: data { count }",
        querystring: HistoryFilterSchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, {
        count: await history.count(member.userId, filterOf(request.query)),
      });
    },
  );

  app.get(
    '/user/me/orders',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(z.array(OrderHistoryEntrySchema)) },
        summary: "The member's orders, newest first (000 §3 'Order (history)')",
        description:
          '`skip`, `limit` (10 by default, at most 50), `sort` (-created_at | created_at), ' +
          '`filter[state_ids]` (comma list), `filter[state_name]`, `filter[order_source]`, ' +
          '`filter[created_at_from]` / `filter[created_at_to]` (WIB days, inclusive), ' +
          '`filter[is_payment_failed]=false` (leaves out failed payments). meta.total counts ' +
          'the matches. Each order carries what the list shows, worked out by the domain on the ' +
          'server clock: `status_group { group, step, label }` (000 §4 "Order status groups") ' +
          "and `action { name: 'CONFIRM PAYMENT' | 'TRACK ORDER' | 'REORDER' | 'RETRY' | null, " +
          'show_how_to_pay, can_cancel, retry_until? }` (000 §4 "Retry rule"; RETRY only inside ' +
          'the e-wallet window, which `retry_until` closes).',
        querystring: HistoryQuerySchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { skip, limit, sort } = request.query;
      const { orders, total } = await history.page(
        member.userId,
        filterOf(request.query),
        { skip, limit, ascending: sort === 'created_at' },
        request.locale,
      );
      return respond(reply, orders, { total, skip, limit });
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(OrderDetailSchema) },
        summary: "One of the member's orders by `filter[reference_code]`, as by id",
        querystring: z.object({ 'filter[reference_code]': text(40) }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await details.detailByReference(member.userId, request.query['filter[reference_code]']),
      );
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['order'],
        response: { 200: envelopeOf(OrderDetailSchema) },
        summary: "One of the member's orders, as placement answers it, with its lines",
        description:
          'Also `payment_confirmation { bank_name, account_name, receipt_url, created_at }` ' +
          '(the receipt through a URL signed for one hour) or null.',
        params: z.object({ id: idText() }),
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await details.detailById(member.userId, Number(request.params.id)));
    },
  );
};
