import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { formatTime } from '@kilau/domain';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@kilau/domain/support';
import { ChatText } from '~/components/ui/chat-text';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { CloseIcon, SendIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/i18n';
import { requestLogin } from '~/lib/login-request';
import type { ChatMember, useChat } from '../hooks/use-chat';
import { useSupportText } from '../text';

type Chat = ReturnType<typeof useChat>;

/** A counter shows once a message nears the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 100;

function Bubble({ message }: { message: ChatMessage }) {
  const text = useSupportText();
  const locale = useLocale();
  const mine = message.author === 'member';
  const who: string =
    message.author === 'member'
      ? text('chatYou')
      : message.author === 'bot'
        ? text('chatBot')
        : (message.staff_name ?? text('chatTeam'));
  return (
    <li
      className={`flex flex-col ${mine ? 'items-end pl-10' : 'items-start pr-10'}`}
      data-chat-message={message.author}
    >
      <p className="mb-1 text-xs font-semibold text-plum-700">
        {who} · <time dateTime={message.created_at}>{formatTime(message.created_at, locale)}</time>
      </p>
      <div
        className={`rounded-2xl px-4 py-2.5 text-sm leading-relaxed ${
          mine
            ? 'rounded-br-md bg-plum-900 text-cream-50'
            : message.author === 'staff'
              ? 'rounded-bl-md bg-blush-100 text-plum-900'
              : 'rounded-bl-md bg-white text-plum-900 ring-1 ring-blush-200'
        }`}
      >
        <ChatText body={message.body} html={message.html} />
        {message.faq ? (
          <Link
            to={message.faq.path}
            className="mt-2 block text-xs font-semibold text-berry-700 underline underline-offset-2"
          >
            {text('chatFromFaq', { question: message.faq.question })}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function statusLine(chat: Chat, text: ReturnType<typeof useSupportText>) {
  const { status, messages } = chat.state;
  if (status === 'waiting') return text('chatStatusWaiting');
  if (status === 'live') {
    const name = messages.findLast((message) => message.author === 'staff')?.staff_name;
    return name ? text('chatStatusLive', { name }) : text('chatStatusLiveTeam');
  }
  return text('chatStatusBot');
}

/**
 * The chat panel: a sheet over the whole screen on a phone, a window in the corner on a
 * desktop (the page stays usable beside it). Escape or the close button shuts it.
 */
export default function ChatPanel({
  member,
  chat,
  onClose,
}: {
  member: ChatMember;
  chat: Chat;
  onClose: () => void;
}) {
  const text = useSupportText();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const signIn = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const { state, busy, error } = chat;

  useEffect(() => {
    (member ? input.current : signIn.current)?.focus();
  }, [member]);
  // The newest message in view.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [state.messages.length, state.ended, state.load]);
  // On a phone the sheet is the page: the page behind stops scrolling.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    if (!window.matchMedia('(max-width: 639px)').matches) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || busy) return;
    if (await chat.send(body)) setDraft('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      data-chat-panel
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed inset-0 z-[880] flex flex-col overflow-hidden bg-cream-50 sm:inset-auto sm:bottom-5 sm:right-5 sm:h-[min(38rem,calc(100dvh-2.5rem))] sm:w-[24rem] sm:rounded-3xl sm:shadow-2xl sm:shadow-plum-900/25 sm:ring-1 sm:ring-blush-200"
    >
      <div className="flex items-center gap-3 bg-plum-900 px-4 py-3 text-cream-50">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-blush-200 font-display text-lg font-semibold text-plum-900"
        >
          K
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-display text-lg font-semibold leading-tight">
            {text('chatTitle')}
          </h2>
          {member ? (
            <p className="truncate text-xs text-cream-100/85" aria-live="polite" data-chat-status>
              {statusLine(chat, text)}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={text('chatClose')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-cream-50/10"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>

      {member === null ? (
        <div className="flex flex-1 flex-col justify-center gap-4 px-6 py-8 text-center">
          <h3 className="font-display text-xl font-semibold text-plum-900">
            {text('chatGuestTitle')}
          </h3>
          <p className="text-sm leading-relaxed text-plum-700">{text('chatGuestText')}</p>
          <button
            ref={signIn}
            type="button"
            className={BUTTON_CLASS.primary}
            onClick={() => requestLogin({ redirect: `${pathname}${search}` })}
          >
            {text('chatSignIn')}
          </button>
          <Link to="/faq" className="text-sm font-semibold text-berry-700 underline">
            {text('chatFaqInstead')}
          </Link>
        </div>
      ) : (
        <>
          <ol
            ref={list}
            // Scrolls: reachable by keyboard.
            tabIndex={0}
            aria-live="polite"
            aria-busy={state.load === 'loading' || state.load === 'idle'}
            aria-label={text('chatTitle')}
            className="flex-1 space-y-4 overflow-y-auto px-4 py-4"
            data-chat-transcript
          >
            <li className="flex flex-col items-start pr-10">
              <p className="mb-1 text-xs font-semibold text-plum-700">{text('chatBot')}</p>
              <p className="rounded-2xl rounded-bl-md bg-white px-4 py-2.5 text-sm leading-relaxed text-plum-900 ring-1 ring-blush-200">
                {text('chatWelcome', { name: member.firstName })}
              </p>
            </li>
            {state.messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
            {state.load === 'loading' || state.load === 'idle' ? (
              <li className="text-center text-xs text-plum-700">{text('chatLoading')}</li>
            ) : null}
            {state.load === 'failed' ? (
              <li className="flex flex-col items-center gap-2 text-center text-sm text-plum-800">
                {text('chatLoadFailed')}
                <button
                  type="button"
                  className="font-semibold text-berry-700 underline"
                  onClick={chat.retry}
                >
                  {text('chatRetry')}
                </button>
              </li>
            ) : null}
            {state.ended ? (
              <li className="rounded-xl bg-blush-50 px-4 py-3 text-center text-xs font-semibold text-plum-800">
                {text('chatEnded')}
              </li>
            ) : null}
          </ol>

          <div className="border-t border-blush-200 bg-white px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
            {state.id !== null ? (
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                {state.status === 'bot' ? (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void chat.askForPerson()}
                    className="rounded-full bg-blush-100 px-4 py-2 text-xs font-bold text-plum-900 hover:bg-blush-200 disabled:opacity-60"
                  >
                    {text('chatAskPerson')}
                  </button>
                ) : (
                  <span />
                )}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void chat.end()}
                  className="px-2 py-2 text-xs font-semibold text-plum-700 underline underline-offset-2 disabled:opacity-60"
                >
                  {text('chatEnd')}
                </button>
              </div>
            ) : null}
            {error ? (
              <p role="alert" className="mb-2 text-xs font-semibold text-berry-700">
                {error}
              </p>
            ) : null}
            <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2">
              <label htmlFor={inputId} className="sr-only">
                {text('chatInputLabel')}
              </label>
              <textarea
                ref={input}
                id={inputId}
                rows={1}
                value={draft}
                maxLength={CHAT_MESSAGE_MAX}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                placeholder={text('chatInputPlaceholder')}
                className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-plum-900/20 bg-cream-50 px-4 py-2.5 text-sm text-plum-900 [field-sizing:content] placeholder:text-plum-700/70 focus:border-plum-900 focus:outline-none"
              />
              <button
                type="submit"
                disabled={busy || draft.trim() === ''}
                aria-label={text('chatSend')}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-plum-900 text-cream-50 transition hover:bg-plum-800 disabled:opacity-50"
              >
                <SendIcon className="size-5" />
              </button>
            </form>
            {draft.length >= COUNTER_FROM ? (
              <p className="mt-1 text-right text-xs text-plum-700">
                {text('chatMessageCount', {
                  count: String(draft.length),
                  max: String(CHAT_MESSAGE_MAX),
                })}
              </p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
