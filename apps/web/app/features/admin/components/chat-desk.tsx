import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { formatDateTime, formatTime } from '@kilau/domain';
import type { ChatMessage, DeskChat, DeskConversation } from '@kilau/domain/support';
import { ChatText } from '~/components/ui/chat-text';
import { FormMessage, SubmitButton, TextAreaField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { useDeskEvents } from '../hooks/use-desk-events';
import { CHAT_INTENTS, parseChatAnswer, type ChatActionData } from '../support-forms';
import { useAdminText } from '../text';

function StatusBadge({ chat }: { chat: DeskChat }) {
  const text = useAdminText();
  const [label, tone] =
    chat.status === 'waiting'
      ? [text('chatsWaiting'), 'bg-berry-700 text-white']
      : chat.status === 'live'
        ? [
            chat.staff_name
              ? text('chatsLive', { name: chat.staff_name })
              : text('chatsLiveNobody'),
            'bg-blush-100 text-plum-900',
          ]
        : chat.status === 'closed'
          ? [text('chatsClosed'), 'bg-cream-100 text-plum-800']
          : [text('chatsWithBot'), 'bg-cream-100 text-plum-800'];
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${tone}`}
      data-chat-state={chat.status}
    >
      {label}
    </span>
  );
}

function ChatList({ chats, selected }: { chats: DeskChat[]; selected: string | null }) {
  const text = useAdminText();
  const locale = useLocale();
  if (chats.length === 0) {
    return <p className="rounded-2xl bg-white p-5 text-sm text-plum-700">{text('chatsEmpty')}</p>;
  }
  return (
    <ul className="space-y-2" aria-label={text('chatsListLabel')}>
      {chats.map((chat) => (
        <li key={chat.id}>
          <Link
            to={`/admin/chats/${chat.id}`}
            aria-current={chat.id === selected ? 'page' : undefined}
            className={`block rounded-2xl p-4 ring-1 transition ${
              chat.id === selected
                ? 'bg-plum-900 text-cream-50 ring-plum-900'
                : 'bg-white text-plum-900 ring-blush-200 hover:ring-plum-900/40'
            }`}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="truncate font-semibold">{chat.member.name}</span>
              <time
                dateTime={chat.last_message_at}
                className={`shrink-0 text-xs ${chat.id === selected ? 'text-cream-100/85' : 'text-plum-700'}`}
              >
                {formatDateTime(chat.last_message_at, locale)}
              </time>
            </span>
            <span
              className={`block truncate text-xs ${chat.id === selected ? 'text-cream-100/85' : 'text-plum-700'}`}
            >
              {chat.member.email}
            </span>
            <span
              className={`mt-1 line-clamp-2 text-sm ${chat.id === selected ? 'text-cream-100/90' : 'text-plum-800'}`}
            >
              {chat.last_message}
            </span>
            <span className="mt-2 block">
              <StatusBadge chat={chat} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Line({ message }: { message: ChatMessage }) {
  const text = useAdminText();
  const locale = useLocale();
  const staff = message.author === 'staff';
  const who =
    message.author === 'member'
      ? text('chatsMember')
      : message.author === 'bot'
        ? text('chatsAuthorBot')
        : (message.staff_name ?? '');
  return (
    <li className={staff ? 'ml-10' : 'mr-10'} data-chat-line={message.author}>
      <div
        className={`rounded-2xl p-4 ${
          staff ? 'bg-blush-100' : message.author === 'bot' ? 'bg-cream-100' : 'bg-white'
        }`}
      >
        <p className="text-xs font-semibold text-plum-700">
          {who} ·{' '}
          <time dateTime={message.created_at}>{formatTime(message.created_at, locale)}</time>
          {message.faq ? ` · ${text('chatsFromFaq', { question: message.faq.question })}` : ''}
        </p>
        <div className="mt-1 text-plum-900">
          <ChatText body={message.body} html={message.html} />
        </div>
      </div>
    </li>
  );
}

function Conversation({ chat }: { chat: DeskConversation }) {
  const text = useAdminText();
  const locale = useLocale();
  const answer = useFetcher<ChatActionData>();
  const closing = useFetcher<ChatActionData>();
  const result = answer.data;
  const { formProps, errorFor } = useFormValidation({
    parse: parseChatAnswer(locale),
    serverErrors: result && !result.ok ? result.fields : undefined,
  });
  const transcript = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = transcript.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [chat.messages.length]);
  const send = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };
  const notice = closing.data ?? result;
  return (
    <section aria-labelledby="chat-desk-member" className="flex min-h-0 flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4">
        <div>
          <h2 id="chat-desk-member" className="font-display text-xl font-semibold text-plum-900">
            {chat.member.name}
          </h2>
          <p className="text-sm text-plum-700">{chat.member.email}</p>
        </div>
        <div className="flex items-center gap-3">
          <StatusBadge chat={chat} />
          {chat.status !== 'closed' ? (
            <closing.Form method="post">
              <input type="hidden" name="intent" value={CHAT_INTENTS.close} />
              <button
                type="submit"
                disabled={closing.state !== 'idle'}
                className="rounded-full border border-plum-900/20 bg-white px-4 py-2 text-sm font-bold text-plum-900 hover:border-plum-900 disabled:opacity-60"
              >
                {text('chatsClose')}
              </button>
            </closing.Form>
          ) : null}
        </div>
      </header>
      {notice ? (
        <FormMessage tone={notice.ok ? 'success' : 'error'}>{notice.message}</FormMessage>
      ) : null}
      <ol
        ref={transcript}
        // Scrolls: reachable by keyboard.
        tabIndex={0}
        aria-label={text('chatsTranscript')}
        aria-live="polite"
        className="max-h-[55vh] space-y-3 overflow-y-auto rounded-2xl bg-cream-50 p-2"
      >
        {chat.messages.map((message) => (
          <Line key={message.id} message={message} />
        ))}
      </ol>
      {chat.status === 'closed' ? (
        <p className="rounded-2xl bg-white p-4 text-sm text-plum-700">{text('chatsIsClosed')}</p>
      ) : (
        <answer.Form method="post" {...formProps} className="space-y-3 rounded-2xl bg-white p-4">
          <input type="hidden" name="intent" value={CHAT_INTENTS.answer} />
          <TextAreaField
            // A sent answer (the transcript grew) empties the box.
            key={chat.messages.length}
            label={text('chatsAnswer')}
            name="body"
            rows={3}
            hint={text('chatsAnswerHint')}
            error={errorFor('body')}
            onKeyDown={send}
          />
          <div className="max-w-xs">
            <SubmitButton busy={answer.state !== 'idle'}>{text('chatsSend')}</SubmitButton>
          </div>
        </answer.Form>
      )}
    </section>
  );
}

/**
 * The support desk (permission `support.tickets`): the conversations that asked for a person
 * beside the one being answered. The page hears the desk's live events and reads itself again,
 * so a new conversation or a customer's message shows without a reload.
 */
export function ChatDesk({ chats, chat }: { chats: DeskChat[]; chat: DeskConversation | null }) {
  const text = useAdminText();
  const connected = useDeskEvents();
  return (
    <section aria-labelledby="chat-desk-title" className="space-y-5">
      <header>
        <h1 id="chat-desk-title" className="font-display text-2xl font-semibold text-plum-900">
          {text('chatsTitle')}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-plum-700">{text('chatsIntro')}</p>
        {!connected ? (
          <p role="status" className="mt-2 text-sm font-semibold text-berry-700">
            {text('chatsLiveOff')}
          </p>
        ) : null}
      </header>
      <div className="grid gap-5 lg:grid-cols-[20rem_1fr]">
        <div className={chat ? 'hidden lg:block' : undefined}>
          <ChatList chats={chats} selected={chat?.id ?? null} />
        </div>
        {chat ? (
          <div className="space-y-3">
            <Link
              to="/admin/chats"
              className="text-sm font-semibold text-berry-700 underline lg:hidden"
            >
              {text('chatsBack')}
            </Link>
            <Conversation key={chat.id} chat={chat} />
          </div>
        ) : chats.length > 0 ? (
          <p className="hidden rounded-2xl bg-white p-5 text-sm text-plum-700 lg:block">
            {text('chatsPick')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
