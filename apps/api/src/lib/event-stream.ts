import type { FastifyReply } from 'fastify';
import type { RealtimeAudience, RealtimeEvent, RealtimeHub } from './realtime-hub';

/** A comment line every 25 s keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it connects again after a drop. */
const RETRY_MS = 3_000;

/**
 * Opens a server-sent event stream on `reply` for `audience`: every event the hub tells it is
 * written as `event: <type>` / `data: <json>`; the stream ends when the browser leaves or the
 * app closes (the hub holds the open ones for that).
 */
export function openEventStream(hub: RealtimeHub, audience: RealtimeAudience, reply: FastifyReply) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and other proxies: pass each event on at once.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n: open\n\n`);
  const send = (event: RealtimeEvent) => {
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
  };
  const unsubscribe = hub.subscribe(audience, send);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let forget = () => {};
  const end = () => {
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    if (!res.writableEnded) res.end();
  };
  forget = hub.holdStream(end);
  res.on('close', end);
}
