import { translate } from '@kilau/domain';
import {
  BankPromotionOfferSchema,
  PaymentMethodsAnswerSchema,
  PaymentMethodViewSchema,
  SavedCardSchema,
} from '@kilau/domain/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { BankPromotionsService } from './bank-promotions';
import type { MethodsService } from './methods.service';
import {
  BankPromotionsQuerySchema,
  MethodsQuerySchema,
  PaymentsQuerySchema,
  SavedCardParamsSchema,
} from './payment.schemas';
import type { SavedCardsService } from './saved-cards';

const METHOD_NOTE =
  'PaymentMethod = { id, code, name, logo (`/media/payments/<code>.svg`), category ' +
  '(credit_card | bank_transfer | other | last_payment_method), category_name, position, ' +
  'available_for (website, store), min_amount, max_amount, installment_terms (Kredivo, months), ' +
  'description, flow (card | virtual_account | store_code | e_wallet | qr_code | form_post | ' +
  'redirect | manual_transfer | cash_on_delivery | free), is_available, bank_transfer_list? (on ' +
  'bank_transfer: [{ id_bank_account, bank_code, bank_name, account_number, account_name, ' +
  'branch, logo }]) }. Only methods the configured gateway carries are listed.';

/** Methods, bank promotions and saved cards (prefix `/api/payment`; 000 §7 "Payment and orders"). */
export const paymentRoutes: FastifyPluginAsyncZod<{
  methods: MethodsService;
  bankPromotions: BankPromotionsService;
  cards: SavedCardsService;
}> = async (app, { methods, bankPromotions, cards }) => {
  app.get(
    '/payment-methods',
    {
      schema: {
        tags: ['payment'],
        response: { 200: envelopeOf(PaymentMethodsAnswerSchema) },
        summary: 'The payment chooser: methods by category, the recommendation, the bank accounts',
        description:
          'data { last_payment_method (code | null), categories: [{ category, name, ' +
          'payment_methods }] (recommendation, credit card, bank transfer, other; empty ones ' +
          'left out), payment_methods (flat, in that order), bank_transfer_list }. The signed-in ' +
          "member's last method is the recommendation. `filter[total_amount]` marks methods " +
          `outside their limits \`is_available: false\`. ${METHOD_NOTE}`,
        querystring: MethodsQuerySchema,
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const data = await methods.chooser(
        {
          channel: request.query['filter[available_for]'],
          totalAmount: request.query['filter[total_amount]'],
          userId: member?.userId ?? null,
        },
        request.locale,
      );
      return respond(reply, data, { total: data.payment_methods.length });
    },
  );

  app.get(
    '/payments',
    {
      schema: {
        tags: ['payment'],
        response: { 200: envelopeOf(z.array(PaymentMethodViewSchema)) },
        summary: 'Payment methods for a channel, as a page (limit at most 20)',
        description: `data PaymentMethod[] by position; meta { total, skip, limit }. ${METHOD_NOTE}`,
        querystring: PaymentsQuerySchema,
      },
    },
    async (request, reply) => {
      const { skip, limit } = request.query;
      const page = await methods.page(
        { channel: request.query['filter[available_for]'], skip, limit },
        request.locale,
      );
      return respond(reply, page.items, { total: page.total, skip, limit });
    },
  );

  app.get(
    '/bank-promotions',
    {
      schema: {
        tags: ['payment'],
        response: { 200: envelopeOf(z.array(BankPromotionOfferSchema)) },
        summary: 'Bank promotions judged for an order',
        description:
          'Query: filter[total_amount] (required: what the order costs before the promotion), ' +
          'filter[payment_method] (a method code), filter[card_bin] (6–8 digits of the card). ' +
          'data [{ id_bank_promotion, index, bank_name, bank { name }, title, description, ' +
          'discount_type (percentage | amount), discount_value, max_discount, min_order, ' +
          'payment_methods, card_bins, starts_at, ends_at, is_eligible, is_apply (false), reason ' +
          '(bank_promo_method | bank_promo_card | bank_promo_min_order | null), message, ' +
          'discount, additional_total_order, total_paid_after_disc }]. A promotion is applied by ' +
          'sending its id with the order.',
        querystring: BankPromotionsQuerySchema,
      },
    },
    async (request, reply) => {
      const data = await bankPromotions.list(
        {
          paymentMethod: request.query['filter[payment_method]'] ?? null,
          cardBin: request.query['filter[card_bin]'] ?? null,
          totalAmount: request.query['filter[total_amount]'],
        },
        request.locale,
      );
      return respond(reply, data, { total: data.length });
    },
  );

  app.get(
    '/midtrans-tokens',
    {
      schema: {
        tags: ['payment'],
        response: { 200: envelopeOf(z.array(SavedCardSchema)) },
        summary: "The member's saved cards",
        description:
          'data [{ _id, id, saved_token_id, masked_card (481111-XXXX-1114), card_brand, ' +
          'expiry_month, expiry_year, created_at }], newest first. Pay with one by asking the ' +
          "gateway's script for a token with `{ token_id: saved_token_id, card_cvv }`.",
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const data = await cards.list((await requireMember(request)).userId);
      return respond(reply, data, { total: data.length });
    },
  );

  app.delete(
    '/midtrans-tokens/:id',
    {
      schema: {
        tags: ['payment'],
        summary: 'Forget a saved card: data { _id, deleted: true }',
        description:
          "404 `saved_card_not_found` unless it is one of the member's cards. A failure answers " +
          "500 'Silakan coba lagi dalam beberapa saat' (000 §8 card delete failure).",
        params: SavedCardParamsSchema,
      },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const { userId } = await requireMember(request);
      let removed: boolean;
      try {
        removed = await cards.remove(userId, Number(request.params.id));
      } catch (error) {
        request.log.error({ err: error }, 'payment: saved card delete failed');
        throw new AppError(500, 'card_delete_failed', 'server_error');
      }
      if (!removed) throw new AppError(404, 'saved_card_not_found', 'saved_card_not_found');
      return respond(
        reply,
        { _id: request.params.id, deleted: true },
        { message: translate('saved_card_deleted', request.locale) },
      );
    },
  );
};
