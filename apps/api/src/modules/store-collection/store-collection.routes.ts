import { idInput, idText, textInput, translate } from '@kilau/domain';
import {
  COLLECTION_TOKEN_MAX_LENGTH,
  OrderCollectionSchema,
  StoreCollectionOrderSchema,
} from '@kilau/domain/stores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor } from '../../lib/staff-request';
import { requireMember } from '../../plugins/auth';
import type { StoreCollectionService } from './store-collection.service';

const TokenBody = z.object({
  token: textInput()
    .trim()
    .min(1, 'required')
    .max(COLLECTION_TOKEN_MAX_LENGTH * 2),
  store_id: idInput('store_not_found'),
});
const TOKEN_HELP =
  'Body { token (the order QR’s text, `KCT1.…`), store_id (the store where staff stand) }. ' +
  'Refusals: 422 `collection_token_malformed` (not a token), 422 `collection_token_forged` ' +
  '(its signature is not the shop’s), 409 `collection_token_other_store` (another store’s ' +
  'order), 404 `collection_order_not_found`, 409 `collection_token_revoked` (an older token). ';

/**
 * Store orders' collection (docs/design/store-collection.md), registered at `/api`: the member's
 * token under the orders' paths (`/order/orders/:id/collection`, signed-in member), and the back
 * office's store collection under `/admin/store-collections` (`store.collect`).
 */
export const storeCollectionRoutes: FastifyPluginAsyncZod<{
  collections: StoreCollectionService;
}> = async (app, { collections }) => {
  app.get(
    '/order/orders/:id/collection',
    {
      schema: {
        tags: ['order'],
        summary: 'The collection QR of one of the member’s store orders',
        description:
          'For a store order (`store_id` set) that is paid, or waits to be paid at the cashier: ' +
          '`token` (HMAC-SHA-256 signed, binding the order, its store and a nonce kept on the ' +
          'order), `is_paid`, `awaiting_cashier`, `collected_at`. 404 `order_not_found` (not ' +
          'theirs), 422 `collection_not_store_order`, 409 `collection_not_ready` (unpaid, ended).',
        params: z.object({ id: idText() }),
        response: { 200: envelopeOf(OrderCollectionSchema) },
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await collections.forMember(member.userId, Number(request.params.id)));
    },
  );

  const collects = app.requireStaff('store.collect');

  app.post(
    '/admin/store-collections/verify',
    {
      onRequest: collects,
      schema: {
        tags: ['admin'],
        summary: 'Check an order QR at a store’s exit: paid, its lines, already collected',
        description: `${TOKEN_HELP}Answers the order's summary; changes nothing.`,
        body: TokenBody,
        response: { 200: envelopeOf(StoreCollectionOrderSchema) },
      },
    },
    async (request, reply) => respond(reply, await collections.verify(request.body)),
  );

  app.post(
    '/admin/store-collections/collect',
    {
      onRequest: collects,
      schema: {
        tags: ['admin'],
        summary: 'Hand a paid store order over: marked collected exactly once, audited',
        description:
          `${TOKEN_HELP}409 \`collection_unpaid\` (take the cashier payment first), 409 ` +
          '`collection_already_collected` (when and by whom; `data.current` the order). The ' +
          'order row is locked, the update is conditional (`collected_at is null`), the ' +
          'order’s history gets a `store_collected` entry and the audit log `order.collect`.',
        body: TokenBody,
        response: { 200: envelopeOf(StoreCollectionOrderSchema) },
      },
    },
    async (request, reply) => {
      const order = await collections.collect(
        request.body,
        await staffActor(request),
        request.locale,
      );
      return respond(reply, order, {
        message: translate('collection_collected', request.locale, {
          reference: order.reference_code,
        }),
      });
    },
  );

  app.get(
    '/admin/store-collections/cashier-orders',
    {
      onRequest: collects,
      schema: {
        tags: ['admin'],
        summary: 'A store’s orders waiting to be paid at the cashier, oldest first (at most 50)',
        querystring: z.object({ store_id: idInput('store_not_found') }),
        response: { 200: envelopeOf(z.array(StoreCollectionOrderSchema)) },
      },
    },
    async (request, reply) =>
      respond(reply, await collections.cashierQueue(request.query.store_id)),
  );

  app.post(
    '/admin/store-collections/cashier-orders/:id/paid',
    {
      onRequest: collects,
      schema: {
        tags: ['admin'],
        summary: '“Terima pembayaran”: the cashier took a pay-at-the-cashier order’s money',
        description:
          'Body { store_id }. Once: the order row locked, then applied as the gateway’s ' +
          '`settlement` report (the same path: state Payment accepted, history, the first-order ' +
          'badge). 404 `order_not_found` (not this store’s), 409 `cashier_already_paid`, 409 ' +
          '`cashier_not_awaiting` (another method, cancelled, expired). Audited ' +
          '(`order.cashier_paid`).',
        params: z.object({ id: idInput('order_not_found') }),
        body: z.object({ store_id: idInput('store_not_found') }),
        response: { 200: envelopeOf(StoreCollectionOrderSchema) },
      },
    },
    async (request, reply) => {
      const order = await collections.markCashierPaid(
        request.params.id,
        request.body.store_id,
        await staffActor(request),
      );
      return respond(reply, order, {
        message: translate('cashier_paid', request.locale, { reference: order.reference_code }),
      });
    },
  );
};
