import {
  ORDER_MESSAGE_CHANNELS,
  ORDER_MESSAGE_KINDS,
  type OrderMessageChannel,
  type OrderMessageKind,
} from '@kilau/domain/accounts';
import { useActionData, useFetcher } from 'react-router';
import { useAccountText } from '~/features/account/text';
import { channelField, isAccountAnswer, kindField, MESSAGES_INTENT } from '../account-forms';
import type { Member } from '../types';
import { FormCard, useAnswerToast } from './form-card';

const CHANNEL_LABEL = {
  email: 'messagesChannelEmail',
  sms: 'messagesChannelSms',
  whatsapp: 'messagesChannelWhatsapp',
} as const satisfies Record<OrderMessageChannel, string>;

const KIND_LABEL = {
  order_placed: 'messagesKindOrderPlaced',
  payment_reminder: 'messagesKindPaymentReminder',
  payment_received: 'messagesKindPaymentReceived',
  payment_failed: 'messagesKindPaymentFailed',
  order_shipped: 'messagesKindOrderShipped',
  order_delivered: 'messagesKindOrderDelivered',
  order_cancelled: 'messagesKindOrderCancelled',
  refund_issued: 'messagesKindRefundIssued',
  return_update: 'messagesKindReturnUpdate',
} as const satisfies Record<OrderMessageKind, string>;

const box =
  'size-5 rounded border-plum-900/30 text-plum-900 accent-plum-900 focus-visible:outline-2';

/**
 * Order updates (issue 25, docs/design/order-messages.md): the channels a member hears on
 * (e-mail, SMS, WhatsApp) and, per kind of update, which of them. One form with every box on it,
 * saved with one button (an unticked box is a switch off), so it works without JavaScript. The
 * page's anchor `#messages` is where each order e-mail's footer links.
 */
export function OrderMessagesForm({ member }: { member: Member }) {
  const text = useAccountText();
  const fetcher = useFetcher({ key: MESSAGES_INTENT });
  const actionData = useActionData();
  const answer = [fetcher.data, actionData].find((value) =>
    isAccountAnswer(value, MESSAGES_INTENT),
  );
  useAnswerToast(answer);
  const { notifications, messages } = member.preferences;
  const hasPhone = Boolean(member.phone_no);

  return (
    <div id="messages" className="scroll-mt-24">
      <FormCard title={text('messagesTitle')} intro={text('messagesIntro')} answer={answer}>
        <fetcher.Form method="post" className="grid gap-5">
          <input type="hidden" name="intent" value={MESSAGES_INTENT} />
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-plum-900">
              {text('messagesChannels')}
            </legend>
            <div className="flex flex-wrap gap-3">
              {ORDER_MESSAGE_CHANNELS.map((channel) => (
                <label
                  key={channel}
                  className="flex min-h-11 items-center gap-2 rounded-full bg-blush-50 px-4 text-sm font-medium text-plum-900"
                >
                  <input
                    type="checkbox"
                    name={channelField(channel)}
                    defaultChecked={notifications[channel]}
                    className={box}
                  />
                  {text(CHANNEL_LABEL[channel])}
                </label>
              ))}
            </div>
            {hasPhone ? null : (
              <p className="mt-2 text-xs text-plum-600">{text('messagesNoPhone')}</p>
            )}
          </fieldset>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[20rem] border-collapse text-sm">
              <caption className="sr-only">{text('messagesTitle')}</caption>
              <thead>
                <tr className="text-left text-xs uppercase tracking-[0.12em] text-plum-700">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {text('messagesKindHeader')}
                  </th>
                  {ORDER_MESSAGE_CHANNELS.map((channel) => (
                    <th
                      key={channel}
                      scope="col"
                      className="w-16 px-1 py-2 text-center font-semibold normal-case tracking-normal sm:w-20"
                    >
                      {text(CHANNEL_LABEL[channel])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ORDER_MESSAGE_KINDS.map((kind) => (
                  <tr key={kind} className="border-t border-blush-200/70">
                    <th scope="row" className="py-3 pr-3 text-left font-medium text-plum-900">
                      {text(KIND_LABEL[kind])}
                    </th>
                    {ORDER_MESSAGE_CHANNELS.map((channel) => (
                      <td key={channel} className="px-1 py-3 text-center">
                        <input
                          type="checkbox"
                          name={kindField(channel, kind)}
                          defaultChecked={messages[kind]?.[channel] !== false}
                          aria-label={`${text(KIND_LABEL[kind])}: ${text(CHANNEL_LABEL[channel])}`}
                          className={box}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="inline-flex min-h-11 items-center justify-center justify-self-start rounded-full bg-plum-900 px-6 text-sm font-bold text-cream-50 transition hover:bg-plum-800 disabled:cursor-wait disabled:opacity-60"
          >
            {text('messagesSave')}
          </button>
        </fetcher.Form>
      </FormCard>
    </div>
  );
}
