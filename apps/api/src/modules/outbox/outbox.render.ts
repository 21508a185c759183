import { renderOrderEmailHtml } from './order-email';
import { isOrderTemplate, orderChat, orderMail } from './order-templates';
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
  const rendered = renderMessage(message, ctx.storeName, ctx.publicUrl);
  if (!isOrderTemplate(message.template)) return rendered;
  if (message.channel === 'email') {
    return { ...rendered, html: await renderOrderEmailHtml(orderMail(message, ctx)) };
  }
  return { ...rendered, params: orderChat(message, ctx).params };
}
