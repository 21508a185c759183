import { useEffect, useRef } from 'react';

/**
 * The signed-in browser's live events (`/api/realtime/events`, docs/design/realtime.md): one
 * `EventSource` per tab while a member is signed in, shared by every component that listens. The
 * browser reconnects by itself after a drop (the stream says `retry: 3000`); signing out closes
 * it. Nothing here runs on the server or without `EventSource`.
 */

export type RealtimeEventType = 'order' | 'bag' | 'chat';
type Listener = (data: Record<string, unknown>) => void;

const EVENT_TYPES: readonly RealtimeEventType[] = ['order', 'bag', 'chat'];
const listeners = new Map<RealtimeEventType, Set<Listener>>();
let source: EventSource | null = null;

function open() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/realtime/events', { withCredentials: true });
  for (const type of EVENT_TYPES) {
    source.addEventListener(type, (message) => {
      let data: Record<string, unknown>;
      try {
        data = JSON.parse((message as MessageEvent<string>).data) as Record<string, unknown>;
      } catch {
        return;
      }
      for (const listener of listeners.get(type) ?? []) listener(data);
    });
  }
}

function close() {
  source?.close();
  source = null;
}

/** Holds the stream open while `member` is signed in (the shell calls it once). */
export function useRealtimeConnection(member: boolean) {
  useEffect(() => {
    if (!member) return;
    open();
    return close;
  }, [member]);
}

/** Calls `handler` with each event of `type` while mounted. */
export function useRealtimeEvent(type: RealtimeEventType, handler: Listener) {
  const current = useRef(handler);
  useEffect(() => {
    current.current = handler;
  });
  useEffect(() => {
    const listener: Listener = (data) => current.current(data);
    let set = listeners.get(type);
    if (!set) listeners.set(type, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [type]);
}

/** Tests: hand an event to the listeners as the stream would. */
export function emitRealtimeForTests(type: RealtimeEventType, data: Record<string, unknown>) {
  for (const listener of listeners.get(type) ?? []) listener(data);
}
