import { createHash, randomBytes } from 'node:crypto';
import {
  allowedOriginOf,
  SIGN_ON_TICKET_TTL_MS,
  SIGN_ON_TOKEN,
  type SignOnState,
} from '@kilau/domain/accounts';
import { AppError } from '../../lib/app-error';
import { openSession, type SessionOpening } from '../../lib/member-session';
import type { SessionsRepository } from '../../lib/sessions.repository';
import type { SignOnRepository } from './sign-on.repository';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const isToken = (value: string | undefined): value is string =>
  value !== undefined && SIGN_ON_TOKEN.test(value);

/** 400 `sign_on_return_refused`: a return address off the allowed sites (no open redirect). */
const refused = () => new AppError(400, 'sign_on_return_refused', 'sign_on_return_refused');

export const AUTHORIZE_PATH = '/api/sign-on/authorize';
export const REDEEM_PATH = '/api/sign-on/redeem';

/**
 * The sign-on broker (docs/design/sign-on.md): this site's state, the round trip through the
 * home site for a browser not brokered yet, the home's one-time ticket and its redeem. `origins`
 * are the shop's sites that share sign-on, the home first; `origin` in each call is the site
 * the request reached (the routes decide it).
 */
export function createSignOnService(deps: {
  tickets: SignOnRepository;
  sessions: SessionsRepository;
  clock: () => Date;
  origins: readonly string[];
}) {
  const home = deps.origins[0];

  /** The return address, on this site only (written as a URL writes it: ASCII only). */
  const onThisSite = (returnTo: string, origin: string) => {
    if (!allowedOriginOf(returnTo, [origin])) throw refused();
    return new URL(returnTo).href;
  };

  return {
    /**
     * `GET /api/sign-on`: this site's state; for a guest on a configured site other than the
     * home, not brokered yet, the home's authorize address (with a fresh state for this browser's
     * cookie, which the ticket will be bound to) to go to.
     */
    broker(input: {
      origin: string;
      member: boolean;
      brokered: boolean;
      returnTo: string | undefined;
    }): { state: SignOnState; redirect: string | null; browserState: string | null } {
      const returnTo =
        input.returnTo === undefined ? undefined : onThisSite(input.returnTo, input.origin);
      const state: SignOnState = input.member ? 'member' : 'guest';
      const roundTrip =
        home !== undefined &&
        input.origin !== home &&
        deps.origins.includes(input.origin) &&
        !input.member &&
        !input.brokered &&
        returnTo !== undefined;
      if (!roundTrip) return { state, redirect: null, browserState: null };
      const browserState = newToken();
      const query = new URLSearchParams({ return: returnTo, state: browserState });
      return { state, redirect: `${home}${AUTHORIZE_PATH}?${query}`, browserState };
    },

    /**
     * `GET /api/sign-on/authorize` on the home: where to send the browser back. With a live
     * session (and the browser's state), a one-time ticket for that member, bound to the target
     * site and the state, good for 60 s; without, no ticket (the target records a guest).
     */
    async authorize(input: {
      origin: string;
      memberId: number | null;
      returnTo: string;
      state: string | undefined;
    }): Promise<string> {
      if (home === undefined || input.origin !== home) {
        throw new AppError(400, 'sign_on_not_home', 'sign_on_not_home');
      }
      const target = allowedOriginOf(input.returnTo, deps.origins);
      if (!target) throw refused();
      const query = new URLSearchParams({ return: new URL(input.returnTo).href });
      if (input.memberId !== null && isToken(input.state)) {
        const ticket = newToken();
        const now = deps.clock();
        await deps.tickets.mint({
          hash: sha256(ticket),
          stateHash: sha256(input.state),
          memberId: input.memberId,
          targetOrigin: target,
          now,
          expiresAt: new Date(now.getTime() + SIGN_ON_TICKET_TTL_MS),
        });
        query.set('ticket', ticket);
      }
      return `${target}${REDEEM_PATH}?${query}`;
    },

    /**
     * `GET /api/sign-on/redeem` on the target: the ticket, once, from the browser it was minted
     * for, opens a session for its member (as any sign-in does). A missing, used, expired or
     * foreign ticket leaves a guest: never an error for a stale link. A browser already signed in
     * here keeps its session.
     */
    async redeem(input: {
      origin: string;
      returnTo: string;
      ticket: string | undefined;
      browserState: string | undefined;
      signedIn: boolean;
      opening: Omit<SessionOpening, 'now'>;
    }): Promise<{ location: string; state: SignOnState; session: string | null }> {
      const location = onThisSite(input.returnTo, input.origin);
      if (input.signedIn) return { location, state: 'member', session: null };
      if (!isToken(input.ticket) || !isToken(input.browserState)) {
        return { location, state: 'guest', session: null };
      }
      const now = deps.clock();
      const memberId = await deps.tickets.redeem({
        hash: sha256(input.ticket),
        stateHash: sha256(input.browserState),
        origin: input.origin,
        now,
      });
      if (memberId === null) return { location, state: 'guest', session: null };
      const session = await openSession(deps.sessions, memberId, { ...input.opening, now });
      return { location, state: 'member', session };
    },
  };
}

export type SignOnService = ReturnType<typeof createSignOnService>;
