import { z } from '../shared/zod';
import { emailField, messagesFor } from '../accounts/fields';
import type { MessagesIn } from '../messages';

/**
 * Notify me (000 §7 `POST notify-me`): the product, its sold-out combination and the e-mail to
 * write to when stock returns. The product page's form and the API read the same shape.
 */
export const createNotifyMeSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  const id = z.coerce
    .number({ error: () => t('required') })
    .int()
    .positive({ error: t('required') });
  return z.object({ product_id: id, combination_id: id, email: emailField(t) });
};

export const NotifyMeSchema = createNotifyMeSchema();
export type NotifyMe = z.infer<typeof NotifyMeSchema>;
