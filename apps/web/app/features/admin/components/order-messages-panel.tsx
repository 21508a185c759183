import type { AdminOrderMessage } from '@kilau/domain/admin';
import { formatDateTime } from '@kilau/domain/shared';
import { Form } from 'react-router';
import { useAdminText, type AdminTextKey } from '~/features/admin/text';
import { useLocale } from '~/lib/i18n';

const CHANNEL: Record<AdminOrderMessage['channel'], AdminTextKey> = {
  email: 'orderMessageChannelEmail',
  sms: 'orderMessageChannelSms',
  whatsapp: 'orderMessageChannelWhatsapp',
};

const TONE: Record<AdminOrderMessage['status'], string> = {
  sent: 'bg-leaf-700/10 text-leaf-700',
  pending: 'bg-blush-100 text-plum-800',
  retrying: 'bg-amber-100 text-amber-900',
  failed: 'bg-berry-700/10 text-berry-700',
};

/** The intent and field the order page's action reads for "send again". */
export const RESEND_INTENT = 'resend-message';
export const RESEND_FIELD = 'message_id';

/**
 * The order's messages in the back office (issue 25, docs/design/order-messages.md): each
 * e-mail, SMS and WhatsApp the order caused, where it stands (sent, waiting, retrying with the
 * last error, given up), and "send again" for staff who may write.
 */
export function OrderMessagesPanel({
  messages,
  mayWrite,
  busy,
  className,
}: {
  messages: AdminOrderMessage[] | null;
  mayWrite: boolean;
  busy: boolean;
  className: string;
}) {
  const t = useAdminText();
  const locale = useLocale();
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  const status = (message: AdminOrderMessage) => {
    switch (message.status) {
      case 'sent':
        return t('orderMessageSent', { time: when(message.sent_at) });
      case 'pending':
        return t('orderMessagePending');
      case 'retrying':
        return t('orderMessageRetrying', {
          attempts: message.attempts,
          time: when(message.next_attempt_at),
        });
      case 'failed':
        return t('orderMessageFailed', { attempts: message.attempts });
    }
  };
  return (
    <section aria-labelledby="order-messages" className={className}>
      <h2 id="order-messages" className="font-display text-xl font-semibold text-plum-900">
        {t('orderMessages')}
      </h2>
      {messages === null ? (
        <p className="mt-2 text-sm text-plum-700">{t('orderMessagesUnavailable')}</p>
      ) : messages.length === 0 ? (
        <p className="mt-2 text-sm text-plum-700">{t('orderMessagesNone')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t('orderMessagesCaption')}</caption>
            <thead className="text-xs uppercase tracking-wide text-plum-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('orderMessageWhen')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('orderMessageChannel')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('orderMessageWhat')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('orderMessageStatus')}
                </th>
                {mayWrite ? <td /> : null}
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => {
                const what = message.subject || message.template;
                return (
                  <tr key={message.id} className="border-t border-blush-200 align-top">
                    <td className="whitespace-nowrap py-2 pr-4">{when(message.created_at)}</td>
                    <td className="py-2 pr-4">{t(CHANNEL[message.channel])}</td>
                    <td className="py-2 pr-4">
                      <span className="font-medium text-plum-900">{what}</span>
                      <span className="block text-xs text-plum-700">{message.recipient}</span>
                    </td>
                    <td className="py-2 pr-4">
                      <span
                        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[message.status]}`}
                      >
                        {status(message)}
                      </span>
                      {message.last_error && message.status !== 'sent' ? (
                        <span className="mt-1 block max-w-xs break-words text-xs text-plum-700">
                          {message.last_error}
                        </span>
                      ) : null}
                    </td>
                    {mayWrite ? (
                      <td className="py-2 text-right">
                        <Form method="post">
                          <input type="hidden" name="intent" value={RESEND_INTENT} />
                          <input type="hidden" name={RESEND_FIELD} value={message.id} />
                          <button
                            type="submit"
                            disabled={busy}
                            aria-label={t('orderMessageResendLabel', {
                              what,
                              recipient: message.recipient,
                            })}
                            className="min-h-9 rounded-full border border-plum-900 px-3 text-xs font-bold text-plum-900 hover:bg-plum-900 hover:text-cream-50 disabled:opacity-60"
                          >
                            {t('orderMessageResend')}
                          </button>
                        </Form>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
