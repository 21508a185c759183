import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConversation, ChatMessage, ChatStatus } from '@kilau/domain/support';
import { CHAT_STATUSES } from '@kilau/domain/support';
import { useApiClient, type ApiResult } from '~/lib/api-client';
import { useRealtimeEvent } from '~/lib/realtime';
import {
  askForPerson,
  endConversation,
  loadConversation,
  sendChatMessage,
} from '../api/chat-calls';
import { answerArrived } from '../chat-store';

/** Messages in the order they were written, each once (an answer and its live echo meet). */
export function mergeMessages(
  current: readonly ChatMessage[],
  arrived: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of arrived) byId.set(message.id, message);
  return [...byId.values()].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || Number(a.id) - Number(b.id),
  );
}

/** Who chats: a member's first name, or null for a guest (asked to sign in). */
export type ChatMember = { firstName: string } | null;

export type ChatState = {
  /** `idle` until the first read answers (the panel shows it as loading). */
  load: 'idle' | 'loading' | 'ready' | 'failed';
  id: string | null;
  status: ChatStatus;
  messages: ChatMessage[];
  /** The last conversation was closed (by the member or the desk); the next message starts anew. */
  ended: boolean;
};

const EMPTY: ChatState = { load: 'idle', id: null, status: 'bot', messages: [], ended: false };

const isStatus = (value: unknown): value is ChatStatus =>
  CHAT_STATUSES.some((status) => status === value);

/** A live `chat` event's message, when it carries a well-formed one. */
function messageOf(value: unknown): ChatMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Partial<ChatMessage>;
  return typeof message.id === 'string' &&
    typeof message.body === 'string' &&
    typeof message.created_at === 'string' &&
    (message.author === 'member' || message.author === 'bot' || message.author === 'staff')
    ? (message as ChatMessage)
    : null;
}

/**
 * The member's conversation: read when the panel first opens (a reload shows the whole
 * transcript), written through the API, and kept current by the live `chat` events — the
 * desk's answers, a conversation closed by the desk. Each answer of the API is merged, never
 * replaces, so an answer heard live a moment earlier is never lost.
 */
export function useChat({
  member,
  open,
  failed,
}: {
  member: boolean;
  open: boolean;
  /** What a refusal without a message of its own (the network failed) says. */
  failed: string;
}) {
  const api = useApiClient();
  const [state, setState] = useState<ChatState>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const take = useCallback((conversation: ChatConversation) => {
    setState((current) => {
      // A new conversation (after one was closed) starts its own transcript.
      const fresh = current.ended || (current.id !== null && conversation.id !== current.id);
      return {
        load: 'ready',
        id: conversation.id,
        status: conversation.status,
        messages: fresh
          ? conversation.messages
          : mergeMessages(current.messages, conversation.messages),
        ended: false,
      };
    });
  }, []);

  const load = useCallback(
    () =>
      loadConversation(api).then((result) => {
        if (result.ok) take(result.data);
        else setState((current) => ({ ...current, load: 'failed' }));
      }),
    [api, take],
  );

  // The first opening reads the transcript (a member; the widget is remade on sign-in or out).
  const requested = useRef(false);
  useEffect(() => {
    if (!member || !open || requested.current) return;
    requested.current = true;
    void load();
  }, [member, open, load]);

  useRealtimeEvent('chat', (data) => {
    const chatId = typeof data.chat_id === 'string' ? data.chat_id : null;
    if (!chatId || !isStatus(data.status)) return;
    const message = messageOf(data.message);
    if (data.status === 'closed') {
      setState((current) =>
        current.id === chatId ? { ...current, id: null, status: 'bot', ended: true } : current,
      );
      return;
    }
    setState((current) => {
      if (current.id !== null && current.id !== chatId) return current;
      return {
        ...current,
        id: chatId,
        status: data.status as ChatStatus,
        messages: message ? mergeMessages(current.messages, [message]) : current.messages,
        ended: false,
      };
    });
    if (message && message.author !== 'member') answerArrived();
  });

  /** Runs one write; its refusal is shown above the input. */
  const write = useCallback(
    async (call: () => Promise<ApiResult<ChatConversation>>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      const result = await call();
      setBusy(false);
      if (result.ok) {
        take(result.data);
        return true;
      }
      const fields = (result.data as { fields?: Record<string, string> } | undefined)?.fields;
      setError(fields?.body ?? result.message ?? failed);
      return false;
    },
    [take, failed],
  );

  return {
    state,
    busy,
    error,
    retry: () => {
      setState((current) => ({ ...current, load: 'loading' }));
      void load();
    },
    send: (body: string) => write(() => sendChatMessage(api, body)),
    askForPerson: () => write(() => askForPerson(api)),
    /** Ends the conversation; its transcript stays on screen until the next message. */
    end: async () => {
      setBusy(true);
      setError(null);
      const result = await endConversation(api);
      setBusy(false);
      if (result.ok) setState((current) => ({ ...current, id: null, status: 'bot', ended: true }));
      else setError(result.message ?? failed);
    },
  };
}
