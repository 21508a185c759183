import type { NewsletterAccepted, NewsletterSubscribeInput } from '@kilau/domain/newsletter';
import type { ApiClient } from '~/lib/api-client';

/** `POST /api/newsletter/subscriptions` from the modal (a dialog on every page). */
export const subscribeToNewsletter = (api: ApiClient, input: NewsletterSubscribeInput) =>
  api.post<NewsletterAccepted>('/api/newsletter/subscriptions', input);
