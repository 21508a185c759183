import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { NEWSLETTER_TEXT } from './newsletter';

/** The newsletter's copy (footer block, modal, confirm and unsubscribe pages), with the shell's. */
export const newsletterText = featureText(NEWSLETTER_TEXT);
export type NewsletterTextKey = Parameters<typeof newsletterText>[0];
export const useNewsletterText = featureTextHook(newsletterText);
