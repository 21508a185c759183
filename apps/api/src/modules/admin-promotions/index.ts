import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import type { RecordAudit } from '../../lib/staff-request';
import { adminSpecialPriceRoutes } from './admin-special-prices.routes';
import { createAdminSpecialPricesRepository } from './admin-special-prices.repository';
import { createAdminSpecialPricesService } from './admin-special-prices.service';
import { adminVoucherRoutes } from './admin-vouchers.routes';
import { createAdminVouchersRepository } from './admin-vouchers.repository';
import { createAdminVouchersService } from './admin-vouchers.service';

/**
 * The back office's promotions (prefix `/api/admin`, permission `promotions.write`;
 * docs/design/back-office.md "Promotions"): vouchers with every rule the bag redeems by and
 * their uses so far. Needs the `staff-auth` plugin and `app.catalogueChanges`.
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
};
