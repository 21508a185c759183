import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';

/** How long the desk gathers events before it reads the conversations again. */
const SETTLE_MS = 150;

/**
 * The support desk's live events (`/api/admin/chats/events`, docs/design/realtime.md): a
 * conversation handed over, a customer's message, a colleague's answer or close — each makes the
 * page read its conversations again (a burst is read once). Answers whether the stream is up.
 */
export function useDeskEvents(): boolean {
  const revalidator = useRevalidator();
  const [connected, setConnected] = useState(true);
  const revalidate = revalidator.revalidate;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/admin/chats/events', { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('open', () => setConnected(true));
    source.addEventListener('error', () => setConnected(false));
    source.addEventListener('chat', () => {
      clearTimeout(timer);
      timer = setTimeout(() => void revalidate(), SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [revalidate]);

  return connected;
}
