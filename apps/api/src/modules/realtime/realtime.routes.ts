import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireMember } from '../../plugins/auth';
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

/**
 * `GET /events` (prefix `/api/realtime`): the signed-in member's stream (docs/design/realtime.md).
 * Server-sent events, not a websocket: every push goes from the shop to the browser, and what
 * the browser says (a chat message) is an ordinary POST with the session's checks.
 */
export const realtimeRoutes: FastifyPluginAsync<{ hub: RealtimeHub }> = async (app, { hub }) => {
  app.get(
    '/events',
    {
      // A stream is not a request in flight: the graceful close ends it rather than waits.
      config: { longLived: true },
      schema: {
        // A stream never ends on its own: left out of the document the fuzzer calls.
        hide: true,
        tags: ['realtime'],
        summary: "The signed-in member's live events (server-sent events)",
        description:
          '`text/event-stream`: `order` (an order paid, failed, expired or moved: `order_id`, ' +
          '`payment_status` or `state`), `bag` (`count`), `chat` (a support answer). 401 ' +
          'without a session. A comment every 25 s keeps the stream open; the browser ' +
          'connects again 3 s after a drop.',
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      openEventStream(hub, { member: member.userId }, reply);
    },
  );
};
