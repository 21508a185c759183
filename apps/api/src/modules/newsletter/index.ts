import { storedSecret, type Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { createNewsletterRepository } from './newsletter.repository';
import { newsletterRoutes } from './newsletter.routes';
import { createNewsletterService, type NewsletterService } from './newsletter.service';

export type NewsletterOptions = {
  db: Kysely<Database>;
  clock: () => Date;
  /** The shop's public origin: the mails' links start there. */
  publicUrl: string;
  /** Salt of the IP hash kept with each consent; absent, one made once per database. */
  ipSalt?: string | undefined;
};

/**
 * The newsletter's use cases, built once in app.ts: the module's routes use them, and the
 * accounts module's preferences switch writes through `setMemberConsent`.
 */
export function createNewsletter(options: NewsletterOptions): NewsletterService {
  let salt: Promise<string> | undefined;
  const ipSalt = () => {
    salt ??= options.ipSalt
      ? Promise.resolve(options.ipSalt)
      : storedSecret(options.db, 'newsletter_ip_salt').catch((error: unknown) => {
          salt = undefined; // a database hiccup must not stick
          throw error;
        });
    return salt;
  };
  return createNewsletterService({
    transaction: (work) => inTransaction(options.db, (tx) => work(createNewsletterRepository(tx))),
    clock: options.clock,
    publicUrl: options.publicUrl,
    ipSalt,
  });
}

export type { NewsletterService } from './newsletter.service';

/**
 * The newsletter (prefix `/api/newsletter`; docs/design/newsletter.md): double opt-in
 * subscriptions for guests and members, confirm and one-click unsubscribe by token.
 */
export const newsletterModule: FastifyPluginAsync<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  await app.register(newsletterRoutes, { newsletter });
};
