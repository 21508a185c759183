import type { SandboxNotify } from './sandbox-core';

type Log = {
  warn: (object: Record<string, unknown>, message: string) => void;
  error: (object: Record<string, unknown>, message: string) => void;
};

/**
 * The sandbox's HTTP notifications, posted to the shop's notification URL like Midtrans posts
 * them: JSON, after the change committed, in the background (the page that caused it answers at
 * once), retried on failure after 2 and 10 seconds. A notification that never arrives is not
 * lost to the shop: `POST /api/payment/callback` asks the gateway for the status.
 */
export function httpNotifier(options: {
  url: string;
  fetch?: typeof globalThis.fetch;
  log: Log;
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}): SandboxNotify {
  const send = options.fetch ?? globalThis.fetch;
  const delays = options.retryDelaysMs ?? [2_000, 10_000];

  async function deliver(body: Record<string, unknown>, attempt: number): Promise<void> {
    const context = {
      orderId: body.order_id,
      status: body.transaction_status,
      attempt: attempt + 1,
    };
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (response.ok) return;
      throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = delays[attempt];
      if (delay === undefined) {
        options.log.error({ ...context, reason }, 'sandbox gateway: notification not delivered');
        return;
      }
      options.log.warn({ ...context, reason }, 'sandbox gateway: notification failed, retrying');
      setTimeout(() => void deliver(body, attempt + 1), delay).unref();
    }
  }

  return (body) => {
    setImmediate(() => void deliver(body, 0));
  };
}
