import type { DeskChat, DeskConversation } from '@kilau/domain/support';
import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';

/** The support desk's chat calls (docs/design/support-chat.md). */
export const CHATS_API = {
  list: '/api/admin/chats',
  chat: (id: number) => `/api/admin/chats/${id}`,
  reply: (id: number) => `/api/admin/chats/${id}/messages`,
  close: (id: number) => `/api/admin/chats/${id}/close`,
} as const;

/** Conversations waiting for a person, then those being answered; null when the API is down. */
export async function listChats(api: ApiClient): Promise<DeskChat[] | null> {
  const result = await api.get<DeskChat[]>(CHATS_API.list);
  return result.ok ? result.data : null;
}

/** One conversation; null when it does not exist, undefined when the API is down. */
export async function getChat(
  api: ApiClient,
  id: number,
): Promise<DeskConversation | null | undefined> {
  const result = await api.get<DeskConversation>(CHATS_API.chat(id));
  if (result.ok) return result.data;
  return result.status === 404 ? null : undefined;
}

export const answerChat = async (
  api: ApiClient,
  id: number,
  body: string,
): Promise<Answer<DeskConversation>> =>
  toAnswer(await api.post<DeskConversation>(CHATS_API.reply(id), { body }));

export const closeDeskChat = async (
  api: ApiClient,
  id: number,
): Promise<Answer<DeskConversation>> =>
  toAnswer(await api.post<DeskConversation>(CHATS_API.close(id)));
