import { isOrderMessageKind } from '@kilau/domain/accounts';
import { renderOrderEmailHtml } from './order-email';
import { orderChat, orderMail, orderMailText } from './order-templates';
import { renderMessage, type OutboxMessage, type RenderedMessage } from './outbox.templates';

export type RenderContext = { storeName: string; publicUrl: string };

/** A message as it leaves: its words, an order e-mail's HTML, a chat template's parameters. */
export type RenderedOutgoing = RenderedMessage & {
  /** The HTML part (order e-mails, ADR 0051); plain-text only otherwise. */
  html?: string;
  /** A WhatsApp/SMS approved template's parameters, in order. */
  params?: string[];
};

/** Renders a message for its channel; throws what `renderMessage` throws. */
export async function renderOutgoing(
  message: OutboxMessage,
  ctx: RenderContext,
): Promise<RenderedOutgoing> {
  if (!isOrderMessageKind(message.template)) {
    return renderMessage(message, ctx.storeName, ctx.publicUrl);
  }
  // One model per order message: the words, the HTML and the parameters all read it once.
  if (message.channel === 'email') {
    const mail = orderMail(message, ctx);
    return {
      subject: mail.subject,
      text: orderMailText(mail),
      headers: {},
      html: await renderOrderEmailHtml(mail),
    };
  }
  const chat = orderChat(message, ctx);
  return { subject: '', text: chat.text, headers: {}, params: chat.params };
}
