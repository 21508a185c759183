import { countInput, idInput, messageCodes, textInput } from '@kilau/domain';
import {
  AuditEntrySchema,
  ROLE_PERMISSIONS,
  StaffLoginAnswerSchema,
  StaffMeSchema,
  StaffSchema,
  staffCreateSchema,
  staffLoginSchema,
  staffUpdateSchema,
  staffVersionSchema,
  totpCodeSchema,
} from '@kilau/domain/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { signedInStaff } from './signed-in-staff';
import type { AuditActor } from './audit.repository';
import type { StaffAuthService } from './staff-auth.service';
import type { StaffSession } from './staff.repository';
import type { StaffService } from './staff.service';

const IdParams = z.object({ id: idInput('staff_not_found') });
const Ok = z.object({ ok: z.boolean() });

/** `YYYY-MM-DD` (a WIB day) or a full ISO time. */
const when = textInput()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/, { error: 'validation_failed' })
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00+07:00` : value))
  .refine((date) => !Number.isNaN(date.getTime()), { error: 'validation_failed' });
const word = textInput().trim().min(1).max(60);
const AuditQuery = z.object({
  staff_id: idInput('validation_failed').optional(),
  entity: word.optional(),
  entity_id: word.optional(),
  action: word.optional(),
  from: when.optional(),
  to: when.optional(),
  skip: countInput(0, 1_000_000).default(0),
  limit: countInput(1, 100).default(50),
});

/** The signed-in staff member and what their role allows (`StaffMeSchema`). */
const meOf = (session: StaffSession) => ({
  id: session.staffId,
  email: session.email,
  name: session.name,
  role: session.role,
  permissions: [...ROLE_PERMISSIONS[session.role]],
});

/** Who is writing, for the audit row. */
async function actorOf(request: FastifyRequest): Promise<AuditActor> {
  const staff = await signedInStaff(request);
  return { staffId: staff.staffId, email: staff.email, ip: request.ip, requestId: request.id };
}

/**
 * Tries a minute per client address at each sign-in step (`STAFF_SIGN_IN_RATE_LIMIT_MAX`, ten by
 * default). The back office's login page posts through the storefront's action, an in-process
 * call that the global limit lets through (it was counted with the page): this budget counts
 * every caller.
 */
const staffSignInLimit = (max: number) => ({
  max,
  timeWindow: '1 minute',
  allowList: () => false,
});

/** The back office's API (prefix `/api/admin`; docs/design/back-office.md). */
export const adminRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService;
  staff: StaffService;
  /** Sign-in tries per client address and minute, at each step. */
  signInLimit: number;
}> = async (app, { staffAuth, staff, signInLimit }) => {
  const STAFF_SIGN_IN_LIMIT = staffSignInLimit(signInLimit);
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in, first step: email and password',
        description:
          'Opens a short session (the `kilau_staff` cookie) that still owes the authenticator code: ' +
          '`next: totp`, or `next: totp_setup` with the secret and `otpauth://` address to enrol. ' +
          '401 `staff_login_failed` for a wrong email or password, 403 `staff_locked`.',
        body: staffLoginSchema(messageCodes),
        response: { 200: envelopeOf(StaffLoginAnswerSchema) },
      },
      config: { rateLimit: STAFF_SIGN_IN_LIMIT },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      const { token, answer } = await staffAuth.login(request.body, {
        ip: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent : undefined,
      });
      reply.startStaffSession(token);
      return respond(reply, answer);
    },
  );

  app.post(
    '/auth/totp',
    {
      schema: {
        tags: ['admin'],
        summary: "Staff sign-in, second step: the authenticator's six digits",
        description:
          'A right code (once per 30-second step) makes the session a full one; a wrong one answers ' +
          '422 on `code`, and the fifth ends the sign-in (401 `totp_too_many_attempts`).',
        body: totpCodeSchema(messageCodes),
        response: { 200: envelopeOf(StaffMeSchema) },
      },
      config: { rateLimit: STAFF_SIGN_IN_LIMIT },
    },
    async (request, reply) => {
      const session = await request.staffSession();
      if (!session) throw new AppError(401, 'unauthorized', 'staff_login_required');
      if (session.stage === 'password') {
        await staffAuth.confirmCode(session, request.body.code, request.locale);
      }
      return respond(reply, meOf(session));
    },
  );

  app.get(
    '/auth/pending',
    {
      schema: {
        tags: ['admin'],
        summary: 'A sign-in that still owes the authenticator code',
        description:
          'After the password and before the code (a reload of the sign-in page, a language ' +
          'switch): the same answer as the login, the set-up again while it is not confirmed. 401 ' +
          'without such a session.',
        response: { 200: envelopeOf(StaffLoginAnswerSchema) },
      },
    },
    async (request, reply) => {
      const session = await request.staffSession();
      const answer = session ? await staffAuth.pending(session) : null;
      if (!answer) throw new AppError(401, 'unauthorized', 'staff_login_required');
      return respond(reply, answer);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags: ['admin'], summary: 'Staff sign-out', response: { 200: envelopeOf(Ok) } },
    },
    async (request, reply) => {
      const session = await request.staffSession();
      if (session) await staffAuth.logout(session);
      reply.endStaffSession();
      return respond(reply, { ok: true });
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member and what their role allows',
        response: { 200: envelopeOf(StaffMeSchema) },
      },
      onRequest: app.requireStaff(),
    },
    async (request, reply) => {
      const session = await signedInStaff(request);
      return respond(reply, meOf(session));
    },
  );

  app.get(
    '/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff accounts (admin)',
        response: { 200: envelopeOf(z.array(StaffSchema)) },
      },
      onRequest: app.requireStaff('staff.manage'),
    },
    async (_request, reply) => {
      const list = await staff.list();
      return respond(reply, list, { total: list.length });
    },
  );

  app.post(
    '/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a staff account (admin)',
        description:
          'The person signs in with this password and enrols an authenticator at the first ' +
          'sign-in. 409 `staff_email_taken`.',
        body: staffCreateSchema(messageCodes),
        response: { 201: envelopeOf(StaffSchema) },
      },
      onRequest: app.requireStaff('staff.manage'),
    },
    async (request, reply) => {
      const created = await staff.create(await actorOf(request), request.body, request.locale);
      return respond(reply, created, { status: 201 });
    },
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a staff account's name, role or lock (admin)",
        description:
          'Names the `version` the form was read at: a stale one answers 409 ' +
          '`changed_by_someone_else` with `data.current`. Locking signs the account out.',
        params: IdParams,
        body: staffUpdateSchema(messageCodes),
        response: { 200: envelopeOf(StaffSchema) },
      },
      onRequest: app.requireStaff('staff.manage'),
    },
    async (request, reply) => {
      const updated = await staff.update(
        await actorOf(request),
        request.params.id,
        request.body,
        request.locale,
      );
      return respond(reply, updated);
    },
  );

  app.post(
    '/staff/:id/reset-totp',
    {
      schema: {
        tags: ['admin'],
        summary: "Reset a staff account's authenticator (admin): enrol again at the next sign-in",
        params: IdParams,
        body: staffVersionSchema(messageCodes),
        response: { 200: envelopeOf(StaffSchema) },
      },
      onRequest: app.requireStaff('staff.manage'),
    },
    async (request, reply) => {
      const updated = await staff.resetTotp(
        await actorOf(request),
        request.params.id,
        request.body.version,
      );
      return respond(reply, updated);
    },
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first (admin)',
        description:
          'Filters: staff_id, entity, entity_id, action, from and to (a WIB day `YYYY-MM-DD` or an ' +
          'ISO time; `to` excludes), skip, limit (≤ 100).',
        querystring: AuditQuery,
        response: { 200: envelopeOf(z.array(AuditEntrySchema)) },
      },
      onRequest: app.requireStaff('audit.read'),
    },
    async (request, reply) => {
      const q = request.query;
      const { entries, total } = await staff.auditLog({
        staffId: q.staff_id,
        entity: q.entity,
        entityId: q.entity_id,
        action: q.action,
        from: q.from,
        to: q.to,
        skip: q.skip,
        limit: q.limit,
      });
      return respond(reply, entries, { total, skip: q.skip, limit: q.limit });
    },
  );
};
