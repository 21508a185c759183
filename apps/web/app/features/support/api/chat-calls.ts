import type { ChatConversation } from '@kilau/domain/support';
import type { ApiClient } from '~/lib/api-client';

/** The member's support chat (docs/design/support-chat.md), called from the chat panel. */
export const CHAT_API = {
  conversation: '/api/chatbot/conversation',
  messages: '/api/chatbot/messages',
  handover: '/api/chatbot/handover',
  close: '/api/chatbot/close',
} as const;

export const loadConversation = (api: ApiClient) =>
  api.get<ChatConversation>(CHAT_API.conversation);
export const sendChatMessage = (api: ApiClient, body: string) =>
  api.post<ChatConversation>(CHAT_API.messages, { body });
export const askForPerson = (api: ApiClient) => api.post<ChatConversation>(CHAT_API.handover);
export const endConversation = (api: ApiClient) => api.post<ChatConversation>(CHAT_API.close);
