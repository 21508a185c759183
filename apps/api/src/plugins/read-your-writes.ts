import { parseLsn, runInReadScope, type ReplicaHandle } from '@kilau/db';
import fp from 'fastify-plugin';

/** The shopper's last write as a WAL position (ADR 0029): catalogue reads wait for the replica to pass it. */
export const WRITE_LSN_COOKIE = 'kilau_lsn';
/**
 * How long the cookie is kept. It only matters until the replica has replayed the write, which a
 * replica in use does within its lag bound; past that it is harmless.
 */
const WRITE_LSN_MAX_AGE_S = 60;
/** When the primary's position cannot be read: the primary for every read, for a while. */
const UNKNOWN_LSN = 'FFFFFFFF/FFFFFFFF';
const UNKNOWN_LSN_MAX_AGE_S = 15;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const COOKIE = new RegExp(
  `(?:^|;\\s*)${WRITE_LSN_COOKIE}=([0-9A-Fa-f]{1,8}/[0-9A-Fa-f]{1,8})(?:;|$)`,
);

/** The position in a request's `kilau_lsn` cookie, if it carries a well-formed one. */
export function writeLsnOf(cookieHeader: string | undefined): bigint | null {
  const value = cookieHeader?.match(COOKIE)?.[1];
  return value ? parseLsn(value) : null;
}

/**
 * Read-your-writes over a read replica (ADR 0029). Each request runs in a read scope: a write
 * request (and the page that made it in-process) reads the primary; a request carrying the
 * `kilau_lsn` of a write the replica has not replayed yet reads the primary; the rest may read
 * the replica. A write's answer carries the primary's position after it in `kilau_lsn`.
 */
export const readYourWrites = fp<{ replica: ReplicaHandle | undefined; httpsOnly: boolean }>(
  async (app, { replica, httpsOnly }) => {
    if (!replica) return;
    app.addHook('onRequest', (request, _reply, done) => {
      runInReadScope(
        {
          primary: WRITE_METHODS.has(request.method),
          minLsn: writeLsnOf(request.headers.cookie),
        },
        // The rest of the request (body, handler, in-process calls) runs in this scope; a
        // posted page's calls reading the primary (read-your-writes.test.ts) proves it holds
        // past the body.
        done,
      );
    });
    // A page's in-process write answers inside the page: the page (itself a write) sets the cookie.
    app.addHook('onSend', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || request.isInternal) return;
      const lsn = await replica.primaryLsn().catch(() => null);
      reply.setCookie(WRITE_LSN_COOKIE, lsn ?? UNKNOWN_LSN, {
        httpOnly: true,
        sameSite: 'lax',
        secure: httpsOnly,
        path: '/',
        maxAge: lsn ? WRITE_LSN_MAX_AGE_S : UNKNOWN_LSN_MAX_AGE_S,
      });
    });
  },
  { name: 'read-your-writes', dependencies: ['auth', 'request-context'] },
);
