import { randomBytes } from 'node:crypto';
import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { createLuckyDrawRepository } from './lucky-draw.repository';
import { luckyDrawRoutes } from './lucky-draw.routes';
import { createLuckyDrawService, type LuckyDrawWork } from './lucky-draw.service';
import type { MemberVoucherPort, RandomSource } from './lucky-draw-ports';

export type { MemberVoucherPort, RandomSource } from './lucky-draw-ports';
export type { LuckyDrawService } from './lucky-draw.service';

/** A uniform number in [0, 1) from the system's cryptographic source. */
export const cryptoRandom: RandomSource = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

export type LuckyDrawOptions = {
  db: Kysely<Database>;
  clock: () => Date;
  memberVouchers: MemberVoucherPort;
  /** The shop's public origin: the mail's link starts there. */
  publicUrl: string;
  /** The draw's randomness; `cryptoRandom` unless a test fixes it. */
  random?: RandomSource;
};

const work = (db: Kysely<Database>, port: MemberVoucherPort): LuckyDrawWork => ({
  draw: createLuckyDrawRepository(db),
  vouchers: {
    assign: (voucherId, userId, now) => port.assign(db, voucherId, userId, now),
    find: (memberVoucherId, now) => port.find(db, memberVoucherId, now),
  },
});

/**
 * The lucky draw's use cases, built once in app.ts: the module's routes use them, and the
 * catalogue's campaign list asks `campaignsWithoutPrizes` (its quota gate).
 */
export function createLuckyDraw(options: LuckyDrawOptions) {
  return createLuckyDrawService({
    transaction: (run) => inTransaction(options.db, (tx) => run(work(tx, options.memberVouchers))),
    read: work(options.db, options.memberVouchers),
    clock: options.clock,
    random: options.random ?? cryptoRandom,
    publicUrl: options.publicUrl,
  });
}

/**
 * The lucky draw (prefix `/api`; docs/design/lucky-draw.md): claim the prize, read it back,
 * e-mail it. The campaign itself is listed by the catalogue's `/v3/promotions`.
 */
export const luckyDrawModule: FastifyPluginAsync<{
  luckyDraw: ReturnType<typeof createLuckyDraw>;
}> = async (app, { luckyDraw }) => {
  await app.register(luckyDrawRoutes, { luckyDraw });
};
