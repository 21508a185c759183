import { z } from '../shared/zod';
import { NEWSLETTER_STATUSES } from './constants';

/**
 * `POST /newsletter/subscriptions`: always the same neutral answer (202), whatever the address's
 * state, so nobody learns who subscribes.
 */
export const NewsletterAcceptedSchema = z.object({ status: z.literal('check_email') });
export type NewsletterAccepted = z.infer<typeof NewsletterAcceptedSchema>;

/** A confirm or unsubscribe link's result: the subscription's state after it. */
export const NewsletterLinkResultSchema = z.object({
  status: z.enum(NEWSLETTER_STATUSES),
  /** The address, partly hidden (`a•••@example.com`): the page says whose it was. */
  email: z.string(),
});
export type NewsletterLinkResult = z.infer<typeof NewsletterLinkResultSchema>;
