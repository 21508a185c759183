import type { FastifyPluginAsync } from 'fastify';
import { requireMember } from '../../plugins/auth';
import { openEventStream } from '../../lib/event-stream';
import type { RealtimeHub } from '../../lib/realtime-hub';

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
