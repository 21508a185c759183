import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecaptchaVerifier } from '../../adapters/identity';
import { inTransaction } from '../../lib/transaction';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';
import { createSupportRepository } from './support.repository';

/**
 * The contact form (prefix `/api/content`; docs/design/contact-and-stores.md): each message
 * opens a support ticket, e-mailed to `supportEmail` and acknowledged to the shopper through the
 * outbox. The back office answers tickets in `modules/admin-support`.
 */
export const supportModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  recaptcha: RecaptchaVerifier | null;
  supportEmail: string;
  publicUrl: string;
}> = async (app, { db, clock, recaptcha, supportEmail, publicUrl }) => {
  await app.register(contactRoutes, {
    contact: createContactService({
      reads: createSupportRepository(db),
      transaction: (work) => inTransaction(db, (tx) => work(createSupportRepository(tx))),
      recaptcha,
      supportEmail,
      publicUrl,
      clock,
    }),
  });
};
