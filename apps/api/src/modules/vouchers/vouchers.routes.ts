import { sortMemberVouchers } from '@kilau/domain/vouchers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respond } from '../../lib/envelope';
import { toMemberVoucher } from './voucher-shape';
import type { VouchersRepository } from './vouchers.repository';
import { requireMember } from '../../plugins/auth';

/** The member's vouchers on the public store API (prefix `/api`; 001 §6 "my vouchers"). */
export const vouchersRoutes: FastifyPluginAsyncZod<{
  vouchers: VouchersRepository;
  clock: () => Date;
}> = async (app, { vouchers, clock }) => {
  app.get(
    '/users/me/vouchers',
    {
      schema: {
        tags: ['vouchers'],
        summary: "The member's vouchers: available ones first (soonest to expire first)",
        description:
          'Each item: { _id, voucher_id, name, description, code, kind, discount_type ' +
          "('amount' | 'percentage' | 'free_shipping'), amount, percentage, max_discount, " +
          'min_amount, rules.order.min_amount, to_date, image, is_special_paper_bag, tnc, ' +
          "issued_at, used_at, status ('available' | 'used' | 'expired') }. Rupiah as integers.",
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const now = clock();
      const rows = sortMemberVouchers(await vouchers.listForMember(member.userId), now);
      const list = rows.map((row) => toMemberVoucher(row, now));
      return respond(reply, list, { total: list.length });
    },
  );
};
