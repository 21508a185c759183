import type { ContactInput, ContactReceipt } from '@kilau/domain/support';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

export const CONTACT_PATH = '/api/content/contact';

/** `POST /api/content/contact`: the message becomes a support ticket. */
export const sendContact = async (
  api: ApiClient,
  input: ContactInput & { recaptcha_token?: string },
): Promise<Answer<ContactReceipt>> => toAnswer(await api.post<ContactReceipt>(CONTACT_PATH, input));
