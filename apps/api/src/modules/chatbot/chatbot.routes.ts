import {
  CHAT_MESSAGES_PER_MINUTE,
  ChatConversationSchema,
  createChatMessageSchema,
  DeskChatSchema,
  DeskConversationSchema,
} from '@kilau/domain/support';
import { idInput, messageCodes } from '@kilau/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { guardedStaff } from '../../lib/staff-request';
import { requireMember } from '../../plugins/auth';
import { openEventStream } from '../../lib/event-stream';
import type { RealtimeHub } from '../../lib/realtime-hub';
import type { ChatbotService } from './chatbot.service';

const MessageSchema = createChatMessageSchema(messageCodes);
const IdParams = z.object({ id: idInput() });

/** The member's chat (prefix `/api`): `/chatbot/conversation`, `/chatbot/messages`, … */
export const chatbotRoutes: FastifyPluginAsyncZod<{ chatbot: ChatbotService }> = async (
  app,
  { chatbot },
) => {
  const countMessages = app.createRateLimit({
    allowList: () => false,
    max: CHAT_MESSAGES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `chatbot:${request.ip}`,
  });

  app.get(
    '/chatbot/conversation',
    {
      schema: {
        tags: ['chatbot'],
        summary: "The member's open support conversation (empty when there is none)",
        response: { 200: envelopeOf(ChatConversationSchema) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await chatbot.conversation(member.userId));
    },
  );

  app.post(
    '/chatbot/messages',
    {
      schema: {
        tags: ['chatbot'],
        summary: 'A message to support: answered from the FAQ, or by a person once asked for',
        description:
          'While the conversation is with the bot, the FAQ answers at once (or the bot says it ' +
          'does not know and offers a person: `offers_handover`). Waiting for or talking to a ' +
          `person, the desk hears it live. ${CHAT_MESSAGES_PER_MINUTE} messages a minute.`,
        body: MessageSchema,
        response: { 200: envelopeOf(ChatConversationSchema) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const counted = await countMessages(request);
      if (!counted.isAllowed && counted.isExceeded) {
        reply.header('retry-after', counted.ttlInSeconds);
        throw new AppError(429, 'too_many_requests', 'too_many_requests');
      }
      return respond(reply, await chatbot.send(member.userId, request.body.body, request.locale));
    },
  );

  app.post(
    '/chatbot/handover',
    {
      schema: {
        tags: ['chatbot'],
        summary: 'Ask for a person: the conversation waits for the support desk',
        response: { 200: envelopeOf(ChatConversationSchema) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await chatbot.handover(member.userId, request.locale));
    },
  );

  app.post(
    '/chatbot/close',
    {
      schema: {
        tags: ['chatbot'],
        summary: 'End the conversation (it is kept; the next message starts a new one)',
        response: { 200: envelopeOf(ChatConversationSchema) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(reply, await chatbot.close(member.userId));
    },
  );
};

/** The support desk (prefix `/api/admin`, `support.tickets`): `/chats`, `/chats/:id`, … */
export const chatDeskRoutes: FastifyPluginAsyncZod<{
  chatbot: ChatbotService;
  hub: RealtimeHub;
}> = async (app, { chatbot, hub }) => {
  const support = app.requireStaff('support.tickets');

  app.get(
    '/chats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Conversations waiting for a person, then those being answered',
        response: { 200: envelopeOf(z.array(DeskChatSchema)) },
      },
      onRequest: support,
    },
    async (_request, reply) => respond(reply, await chatbot.desk()),
  );

  app.get(
    '/chats/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One conversation, its whole transcript',
        params: IdParams,
        response: { 200: envelopeOf(DeskConversationSchema) },
      },
      onRequest: support,
    },
    async (request, reply) => respond(reply, await chatbot.deskConversation(request.params.id)),
  );

  app.post(
    '/chats/:id/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Answer a conversation: it becomes live and yours; the member sees it at once',
        params: IdParams,
        body: MessageSchema,
        response: { 200: envelopeOf(DeskConversationSchema) },
      },
      onRequest: support,
    },
    async (request, reply) => {
      const staff = await guardedStaff(request);
      return respond(
        reply,
        await chatbot.reply(staff.staffId, request.params.id, request.body.body),
      );
    },
  );

  app.post(
    '/chats/:id/close',
    {
      schema: {
        tags: ['admin'],
        summary: 'End a conversation: the member is told; their next message starts a new one',
        params: IdParams,
        response: { 200: envelopeOf(DeskConversationSchema) },
      },
      onRequest: support,
    },
    async (request, reply) => respond(reply, await chatbot.deskClose(request.params.id)),
  );

  app.get(
    '/chats/events',
    {
      config: { longLived: true },
      schema: {
        hide: true,
        tags: ['admin'],
        summary: "The desk's live events (server-sent events): a conversation moved or spoke",
      },
      onRequest: support,
    },
    async (_request, reply) => {
      openEventStream(hub, { staff: 'support' }, reply);
    },
  );
};
