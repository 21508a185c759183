import type { Locale } from '@kilau/domain';
import { createContactSchema, type ContactInput } from '@kilau/domain/support';
import { schemaParse } from '~/hooks/schema-parse';
import { formValues } from '~/hooks/use-form-validation';

/** The contact page's one intent. */
export const CONTACT_INTENT = 'send-contact';

/** The shop's own contact facts (the support address is the API's SUPPORT_EMAIL by default). */
export const SHOP_CONTACT = {
  email: 'halo@kilau.id',
  whatsapp: '+62 811-1888-5528',
  whatsappUrl: 'https://wa.me/6281118885528',
} as const;

/** What the action answers: the ticket, or the refusal shown on the form. */
export type ContactActionData =
  | { ok: true; reference: string; email: string }
  | { ok: false; message?: string; fields?: Record<string, string> };

/** The form as the domain reads it, in the browser and again in the action. */
export const parseContactForm = (locale: Locale) =>
  schemaParse<ReturnType<typeof createContactSchema>>(createContactSchema(locale), formValues);

export type ContactFormInput = ContactInput;
