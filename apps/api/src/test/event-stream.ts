// A server-sent event stream read as a browser's EventSource reads it, for the realtime tests.

export type StreamEvent = { type: string; data: Record<string, unknown> };

/** Opens `url` with `cookie` and collects its events as they arrive; `close()` aborts it. */
export async function openEventStream(url: string, cookie: string) {
  const events: StreamEvent[] = [];
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`the stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (chunk.done) {
        ended = true;
        return;
      }
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (type && data) events.push({ type, data: JSON.parse(data) as Record<string, unknown> });
      }
    }
  })();
  return {
    headers: res.headers,
    events,
    ended: () => ended,
    close: () => controller.abort(),
  };
}

/** Waits (up to 10 s) for an event that `match` accepts. */
export async function nextEvent(
  stream: { events: StreamEvent[] },
  match: (event: StreamEvent) => boolean,
): Promise<StreamEvent> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = stream.events.find(match);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no such event; heard ${JSON.stringify(stream.events)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
