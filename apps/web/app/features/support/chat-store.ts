import { useSyncExternalStore } from 'react';

/**
 * The chat panel's place on the page, shared by what opens it (the launcher, the footer's link)
 * and what counts the answers that arrived while it was closed.
 */
type ChatPanelState = { open: boolean; unread: number };

const CLOSED: ChatPanelState = { open: false, unread: 0 };
let state: ChatPanelState = CLOSED;
const listeners = new Set<() => void>();

function set(next: Partial<ChatPanelState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useChatPanel = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );

/** Opens the panel: what arrived meanwhile is read. */
export const openChat = () => set({ open: true, unread: 0 });
export const closeChat = () => set({ open: false });
/** An answer arrived: counted while the panel is closed. */
export const answerArrived = () => {
  if (!state.open) set({ unread: state.unread + 1 });
};

/** Tests: forget the page's state. */
export function resetChatPanelForTests() {
  state = CLOSED;
}
