import { newSessionToken } from './sessions';
import type { SessionsRepository } from './sessions.repository';

/** Where and when a session is opened (kept on its row). */
export type SessionOpening = { now: Date; ip: string; userAgent: string | undefined };

/**
 * Opens a session for the member; answers the token (shown once, stored hashed). The one way a
 * member's session starts: password, social sign-in and the sign-on broker's redeemed ticket.
 */
export async function openSession(
  sessions: SessionsRepository,
  userId: number,
  { now, ip, userAgent }: SessionOpening,
) {
  const { token, hash } = newSessionToken();
  await sessions.create({ userId, tokenHash: hash, now, ip, userAgent });
  return token;
}
