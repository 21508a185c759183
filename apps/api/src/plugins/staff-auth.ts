import {
  roleMay,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_MAX_HOURS,
  type Permission,
} from '@kilau/domain/admin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { StaffSession } from '../modules/admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The back-office session token this request carries (the `kilau_staff` cookie), if any. */
    staffToken: string | null;
    /** The staff session, looked up once per request (any stage). */
    staffSession(): Promise<StaffSession | null>;
  }
  interface FastifyInstance {
    /**
     * preHandler for an admin route: a signed-in staff member (password and authenticator) whose
     * role has `permission` (any role without one). A guest answers 401, a member's session 403.
     */
    requireStaff: (permission?: Permission) => onRequestAsyncHookHandler;
  }
  interface FastifyReply {
    startStaffSession(token: string): FastifyReply;
    endStaffSession(): FastifyReply;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const lookups = new WeakMap<FastifyRequest, Promise<StaffSession | null>>();

/**
 * Back-office sessions (docs/design/back-office.md): an httpOnly SameSite=Strict cookie of their
 * own, never a member's. Cookie-authenticated writes must come from the shop's own origin.
 */
export const staffAuth = fp<{
  session: (token: string) => Promise<StaffSession | null>;
  httpsOnly: boolean;
  publicUrl: string | undefined;
}>(
  async (app, { session, httpsOnly, publicUrl }) => {
    app.decorateRequest('staffToken', null);
    app.decorateRequest('staffSession', function (this: FastifyRequest) {
      let lookup = lookups.get(this);
      if (!lookup) {
        lookup = this.staffToken ? session(this.staffToken) : Promise.resolve(null);
        lookups.set(this, lookup);
      }
      return lookup;
    });

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[STAFF_SESSION_COOKIE];
      request.staffToken = token && token.length <= 100 ? token : null;
      const origin = request.headers.origin;
      if (request.staffToken && WRITE_METHODS.has(request.method) && origin !== undefined) {
        const own = `${request.protocol}://${request.host}`;
        const allowed =
          origin === own || (publicUrl !== undefined && origin === new URL(publicUrl).origin);
        if (!allowed) throw new AppError(403, 'forbidden_origin', 'forbidden_origin');
      }
    });

    app.decorate('requireStaff', (permission?: Permission) => async (request, reply) => {
      const staff = await request.staffSession();
      if (!staff) {
        if (request.staffToken) reply.endStaffSession();
        // A member's session is not a staff one: refused, not asked to sign in.
        if (await request.member()) {
          throw new AppError(403, 'forbidden', 'staff_member_session');
        }
        throw new AppError(401, 'unauthorized', 'staff_login_required');
      }
      if (staff.stage !== 'full') {
        throw new AppError(401, 'second_factor_required', 'staff_second_factor_required');
      }
      if (permission && !roleMay(staff.role, permission)) {
        throw new AppError(403, 'forbidden', 'staff_permission_required');
      }
    });

    app.decorateReply('startStaffSession', function (this: FastifyReply, token: string) {
      return this.setCookie(STAFF_SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: httpsOnly,
        path: '/',
        maxAge: STAFF_SESSION_MAX_HOURS * 60 * 60,
      });
    });
    app.decorateReply('endStaffSession', function (this: FastifyReply) {
      return this.clearCookie(STAFF_SESSION_COOKIE, { path: '/' });
    });
  },
  { name: 'staff-auth', dependencies: ['auth'] },
);
