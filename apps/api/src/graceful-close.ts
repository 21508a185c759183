import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How often, while draining, connections that went idle after their last answer are closed. */
const IDLE_SWEEP_MS = 50;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that streams until the client leaves (server-sent events): ended, not awaited. */
    longLived?: boolean;
  }
}

const counted = new WeakSet<FastifyRequest>();

/**
 * How a serving process stops (SIGTERM/SIGINT; shop-process.ts). `app.close()` alone is not
 * enough: from its first moment Fastify refuses `inject`, so a page in flight whose loaders still
 * call the API in-process would fail, and a client keeping its connection alive holds the close
 * open until the keep-alive timeout.
 *
 * Registers hooks on `app` (before it is ready) and returns the close: stop accepting
 * connections; answer every request still arriving on an open connection with
 * `Connection: close`, and close connections as they go idle; wait until every request that
 * started — with the in-process calls it makes — has answered; then `app.close()` (its onClose
 * hooks: the pool, Redis).
 */
export function gracefulClose(
  app: FastifyInstance,
  options: {
    /**
     * Ends what never ends by itself (the live event streams), at the drain's start: their
     * connections would otherwise hold the server open. Their requests are not counted.
     */
    beforeDrain?: () => void;
  } = {},
): () => Promise<void> {
  let draining = false;
  let inFlight = 0;
  let whenIdle: (() => void) | undefined;

  const finished = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    inFlight -= 1;
    if (inFlight === 0) whenIdle?.();
  };
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.longLived) return;
    counted.add(request);
    inFlight += 1;
  });
  // A reply is sent once its handler is done, even when its client has left (no onResponse then).
  app.addHook('onSend', async (request, reply, payload) => {
    if (draining && !request.isInternal) reply.header('connection', 'close');
    finished(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => finished(request));

  return async () => {
    draining = true;
    options.beforeDrain?.();
    const server = app.server;
    if (server.listening) {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await Promise.all([
          stopped,
          new Promise<void>((resolve) => {
            whenIdle = resolve;
            if (inFlight === 0) resolve();
          }),
        ]);
      } finally {
        clearInterval(sweep);
      }
    }
    await app.close();
  };
}
