import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import type { RecordAudit } from '../../lib/staff-request';
import { adminBankPromotionRoutes } from './admin-bank-promotions.routes';
import { createAdminBankPromotionsRepository } from './admin-bank-promotions.repository';
import { createAdminBankPromotionsService } from './admin-bank-promotions.service';
import { adminFlashSaleRoutes } from './admin-flash-sales.routes';
import { createAdminFlashSalesRepository } from './admin-flash-sales.repository';
import { createAdminFlashSalesService } from './admin-flash-sales.service';
import { adminSpecialPriceRoutes } from './admin-special-prices.routes';
import { createAdminSpecialPricesRepository } from './admin-special-prices.repository';
import { createAdminSpecialPricesService } from './admin-special-prices.service';
import { adminLuckyDrawRoutes } from './admin-lucky-draw.routes';
import { createAdminLuckyDrawRepository } from './admin-lucky-draw.repository';
import { createAdminLuckyDrawService } from './admin-lucky-draw.service';
import { adminVoucherRoutes } from './admin-vouchers.routes';
import { createAdminVouchersRepository } from './admin-vouchers.repository';
import { createAdminVouchersService } from './admin-vouchers.service';
import { promotionCombinationRoutes } from './promotion-combinations.routes';
import { createPromotionCombinationsRepository } from './promotion-combinations.repository';
import { createPromotionCombinationsService } from './promotion-combinations.service';

/**
 * The back office's promotions (prefix `/api/admin`, permission `promotions.write`;
 * docs/design/back-office.md "Promotions"): vouchers with every rule the bag redeems by, special
 * prices, flash sales, bank promotions and the lucky draw's prizes, each with its use so far, and
 * the combination picker of their forms. Needs the `staff-auth` plugin and
 * `app.catalogueChanges`.
 */
export const promotionsAdminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  /** The back office's audit writer (`recordAudit` of the admin module), given by app.ts. */
  recordAudit: RecordAudit;
}> = async (app, { db, clock, recordAudit }) => {
  await app.register(adminVoucherRoutes, {
    vouchers: createAdminVouchersService({
      vouchers: createAdminVouchersRepository(db),
      inTransaction: (work) =>
        inTransaction(db, (tx) =>
          work({
            vouchers: createAdminVouchersRepository(tx),
            audit: (actor, entry, now) => recordAudit(tx, actor, entry, now),
          }),
        ),
      clock,
      // Banners and campaign pages advertise vouchers: the shop's lists forget what they hold.
      changed: () => app.catalogueChanges.changed({ everything: true }, 'voucher change'),
    }),
  });
  // The lucky draw's prizes (docs/design/lucky-draw.md); the claim reads the table each time.
  await app.register(adminLuckyDrawRoutes, {
    prizes: createAdminLuckyDrawService({
      prizes: createAdminLuckyDrawRepository(db),
      inTransaction: (work) =>
        inTransaction(db, (tx) =>
          work({
            prizes: createAdminLuckyDrawRepository(tx),
            audit: (actor, entry, now) => recordAudit(tx, actor, entry, now),
          }),
        ),
      clock,
    }),
  });
  await app.register(adminSpecialPriceRoutes, {
    prices: createAdminSpecialPricesService({
      prices: createAdminSpecialPricesRepository(db),
      inTransaction: (work) =>
        inTransaction(db, (tx) =>
          work({
            prices: createAdminSpecialPricesRepository(tx),
            audit: (actor, entry, now) => recordAudit(tx, actor, entry, now),
          }),
        ),
      clock,
      // Tiles and the special-price lists show them.
      changed: () => app.catalogueChanges.changed({ everything: true }, 'special price change'),
    }),
  });
  await app.register(adminFlashSaleRoutes, {
    sales: createAdminFlashSalesService({
      sales: createAdminFlashSalesRepository(db),
      combinations: createPromotionCombinationsRepository(db),
      inTransaction: (work) =>
        inTransaction(db, (tx) =>
          work({
            sales: createAdminFlashSalesRepository(tx),
            combinations: createPromotionCombinationsRepository(tx),
            audit: (actor, entry, now) => recordAudit(tx, actor, entry, now),
          }),
        ),
      clock,
      // Tiles and product pages show the flash price; the flash-sale page lists the sale.
      changed: (products) => app.catalogueChanges.changed({ products }, 'flash sale change'),
    }),
  });
  await app.register(adminBankPromotionRoutes, {
    promotions: createAdminBankPromotionsService({
      promotions: createAdminBankPromotionsRepository(db),
      inTransaction: (work) =>
        inTransaction(db, (tx) =>
          work({
            promotions: createAdminBankPromotionsRepository(tx),
            audit: (actor, entry, now) => recordAudit(tx, actor, entry, now),
          }),
        ),
      clock,
    }),
  });
  await app.register(promotionCombinationRoutes, {
    combinations: createPromotionCombinationsService({
      combinations: createPromotionCombinationsRepository(db),
    }),
  });
};
