import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createVouchersRepository } from './vouchers.repository';
import { vouchersRoutes } from './vouchers.routes';

import { toMemberVoucher } from './voucher-shape';

export { createVouchersRepository, type VouchersRepository } from './vouchers.repository';
export { toMemberVoucher, type MemberVoucher } from './voucher-shape';

/**
 * Issues the welcome voucher inside the caller's transaction (`db`): registration and social
 * sign-up hand theirs in. Answers the member's voucher as the account list shows it.
 */
export const welcomeVouchers = {
  async issue(db: Kysely<Database>, userId: number, now: Date) {
    const row = await createVouchersRepository(db).issueWelcome(userId, now);
    return row ? toMemberVoucher(row, now) : null;
  },
};

/**
 * A member's vouchers for other modules (the lucky draw's prizes, filled in by app.ts): `assign`
 * joins the caller's transaction (`db`) and answers the member voucher's id (null when the member
 * already holds that voucher); `find` answers one member voucher as the account list shows it.
 */
export const memberVouchers = {
  assign: (db: Kysely<Database>, voucherId: number, userId: number, now: Date) =>
    createVouchersRepository(db).assign(voucherId, userId, now),
  async find(db: Kysely<Database>, memberVoucherId: number, now: Date) {
    const row = await createVouchersRepository(db).findMemberVoucher(memberVoucherId);
    return row ? toMemberVoucher(row, now) : null;
  },
};

/**
 * Vouchers (first part): the member's list at `GET /users/me/vouchers` (prefix `/api`); the
 * welcome voucher is issued by registration through `VouchersRepository.issueWelcome`.
 * Redemption in the bag comes with the cart.
 */
export const vouchersModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  await app.register(vouchersRoutes, { vouchers: createVouchersRepository(db), clock });
};
