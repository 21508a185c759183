import type { FastifyPluginAsync } from 'fastify';
import type { RealtimeHub } from '../../lib/realtime-hub';
import { realtimeRoutes } from './realtime.routes';

export {
  createRealtimeHub,
  type RealtimeAudience,
  type RealtimeEvent,
  type RealtimeHub,
} from '../../lib/realtime-hub';

/**
 * Live events for signed-in browsers (prefix `/api/realtime`; docs/design/realtime.md): the hub
 * is made in app.ts (the payment, ops and cart wiring publish to it). Open streams end before
 * the app closes, so closing never waits on a browser.
 */
export const realtimeModule: FastifyPluginAsync<{ hub: RealtimeHub }> = async (app, { hub }) => {
  app.addHook('preClose', async () => hub.endStreams());
  await app.register(realtimeRoutes, { hub });
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The live events' hub (decorated by app.ts): publish to a member or the support desk. */
    realtime: RealtimeHub;
  }
}
