import type { APIRequestContext } from '@playwright/test';

/** A message of the development mailbox (`GET /api/dev/outbox`, DEV_MAILBOX=true). */
export type DevMail = {
  template: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  payload: Record<string, unknown> & { code?: string; url?: string; unsubscribe_url?: string };
};

/**
 * The development mailbox's newest messages to `recipient`. Read inside `expect.poll`: a
 * connection the server closed while the request reused it (ECONNRESET on a kept-alive socket)
 * counts as "nothing yet", so the poll asks again instead of failing the test.
 */
export async function mailTo(
  request: APIRequestContext,
  recipient: string,
  limit = 20,
): Promise<DevMail[]> {
  try {
    const response = await request.get(
      `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=${limit}`,
    );
    if (!response.ok()) return [];
    return ((await response.json()) as { data: DevMail[] }).data;
  } catch (error) {
    if (/ECONNRESET|socket hang up/.test(String(error))) return [];
    throw error;
  }
}
