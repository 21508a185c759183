import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs the data export job every `intervalMs` while the app runs, as the outbox sender runs
 * its passes: one pass at a time (a tick during a pass is skipped), stopped before the app
 * closes with its pass in flight awaited. Every instance runs it: a request is claimed with
 * `for update skip locked` and a lease, so each export is built once.
 */
export function startDataExportJob(deps: {
  run: () => Promise<{ built: number; expired: number }>;
  intervalMs: number;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= deps
      .run()
      .then((done) => {
        if (done.built + done.expired > 0) deps.log.info(done, 'data exports');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'data export job failed'))
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
