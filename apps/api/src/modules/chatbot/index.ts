import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import type { RealtimeHub } from '../../lib/realtime-hub';
import { createChatbotRepository } from './chatbot.repository';
import { chatbotRoutes, chatDeskRoutes } from './chatbot.routes';
import { createChatbotService } from './chatbot.service';

/**
 * The support chat (docs/design/support-chat.md): the member's routes under `/api/chatbot`, the
 * desk's under `/api/admin/chats` (`support.tickets`). Registered at prefix `/api`; needs the
 * `auth` and `staff-auth` plugins. Its notices go through the realtime hub after each commit.
 */
export const chatbotModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  hub: RealtimeHub;
}> = async (app, { db, clock, hub }) => {
  const chatbot = createChatbotService({
    repository: createChatbotRepository(db),
    transaction: (work) => inTransaction(db, (tx) => work(createChatbotRepository(tx))),
    clock,
    notify: ({ memberId, chatId, status, message }) => {
      const data = { chat_id: String(chatId), status, message };
      hub.publish({ member: memberId }, { type: 'chat', data });
      hub.publish({ staff: 'support' }, { type: 'chat', data });
    },
  });
  await app.register(chatbotRoutes, { chatbot });
  await app.register(chatDeskRoutes, { chatbot, hub, prefix: '/admin' });
};
