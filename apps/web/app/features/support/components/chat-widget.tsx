import { lazy, Suspense, useEffect, useRef } from 'react';
import { ChatIcon } from '~/components/ui/icons';
import { closeChat, openChat, useChatPanel } from '../chat-store';
import { useChat, type ChatMember } from '../hooks/use-chat';
import { useSupportText } from '../text';

const ChatPanel = lazy(() => import('./chat-panel'));

/**
 * The support chat (issue 24, docs/design/support-chat.md): a launcher in the corner of the
 * help pages (and of any page once an answer waits unread), and the panel it opens — the FAQ
 * assistant first, then a person from the desk, live. The panel's code loads when it opens;
 * the live answers are heard (and counted) while it is closed.
 */
export function ChatWidget({
  member,
  launcher,
}: {
  member: ChatMember;
  /** Whether this page shows the launcher (the help pages). */
  launcher: boolean;
}) {
  const text = useSupportText();
  const { open, unread } = useChatPanel();
  const chat = useChat({ member: member !== null, open, failed: text('chatSendFailed') });
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  // Closing hands the focus back to the launcher (when the page shows it).
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const showsLauncher = !open && (launcher || unread > 0);
  return (
    <>
      {showsLauncher ? (
        <button
          ref={button}
          type="button"
          onClick={openChat}
          data-chat-launcher
          className="fixed bottom-5 right-5 z-40 inline-flex min-h-12 items-center gap-2 rounded-full bg-berry-700 px-4 text-sm font-bold text-white shadow-lg shadow-plum-900/25 transition hover:bg-rose-700 dt:px-5"
        >
          <ChatIcon className="size-5" />
          <span>{text('chatOpen')}</span>
          {unread > 0 ? (
            <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-berry-700">
              {unread}
              <span className="sr-only"> {text('chatUnread', { count: unread })}</span>
            </span>
          ) : null}
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel member={member} chat={chat} onClose={closeChat} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The footer's "Chat dengan Kilau" (composed into the help links by the root). */
export function ChatLink({ className }: { className?: string }) {
  const text = useSupportText();
  return (
    <button type="button" className={className} onClick={openChat}>
      {text('chatOpen')}
    </button>
  );
}
