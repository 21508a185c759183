import type { NewsletterLinkResult } from '@kilau/domain/newsletter';
import type { ApiClient, ApiResult } from '~/lib/api-client.server';

/** A confirm or unsubscribe link's answer, as the pages show it. */
export type NewsletterLinkAnswer =
  | { ok: true; status: NewsletterLinkResult['status']; email: string; message: string }
  | { ok: false; message: string };

const answerOf = (result: ApiResult<NewsletterLinkResult>): NewsletterLinkAnswer =>
  result.ok
    ? {
        ok: true,
        status: result.data.status,
        email: result.data.email,
        message: result.message ?? '',
      }
    : { ok: false, message: result.message ?? '' };

/** `POST /api/newsletter/subscriptions/confirm`: the confirm page's loader opens the link. */
export const confirmNewsletter = async (api: ApiClient, token: string) =>
  answerOf(
    await api.post<NewsletterLinkResult>('/api/newsletter/subscriptions/confirm', { token }),
  );

/** `POST /api/newsletter/subscriptions/unsubscribe`: the unsubscribe page's one button. */
export const unsubscribeNewsletter = async (api: ApiClient, token: string) =>
  answerOf(
    await api.post<NewsletterLinkResult>('/api/newsletter/subscriptions/unsubscribe', { token }),
  );
