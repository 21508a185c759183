import type { FastifyBaseLogger } from 'fastify';

/**
 * Sweeps review uploads never used (their URL expired more than a day ago) every `intervalMs`
 * while the app runs, as the order expiry and the outbox sender run theirs; stopped (its pass
 * in flight awaited) before the app closes. Every instance sweeps: removing a file twice is no
 * error, so the passes need no claim.
 */
export function startUploadSweep(deps: {
  sweep: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // One pass at a time: a slow listing is not started over beside itself.
    running ??= deps
      .sweep()
      .then((removed) => {
        if (removed > 0) deps.log.info({ removed }, 'stale review uploads removed');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'review upload sweep failed'))
      .finally(() => {
        running = null;
      });
  }, deps.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
