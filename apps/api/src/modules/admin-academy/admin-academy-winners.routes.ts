import { messageCodes } from '@kilau/domain';
import {
  AdminAcademyAttemptsResetSchema,
  AdminAcademyCandidatesSchema,
  AdminAcademyWinnerSchema,
  adminAcademyPeriodQuerySchema,
  adminAcademyWinnerSchema,
} from '@kilau/domain/academy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor } from '../../lib/staff-request';
import { WinnerParams, MemberClassParams, Deleted } from './admin-academy.schemas';
import type { AdminAcademyService } from './admin-academy.service';

/**
 * The academy's winners in the back office (permission `academy.manage`), and a member's quiz
 * attempts given back.
 */
export const adminAcademyWinnersRoutes: FastifyPluginAsyncZod<{
  academy: AdminAcademyService;
}> = async (app, { academy }) => {
  const guard = app.requireStaff('academy.manage');
  const admin = { tags: ['admin'] };

  app.get(
    '/winners',
    {
      schema: {
        ...admin,
        summary: "A month's winners (`period=YYYY-MM`)",
        querystring: adminAcademyPeriodQuerySchema(messageCodes),
        response: { 200: envelopeOf(z.array(AdminAcademyWinnerSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await academy.winners(request.query.period)),
  );

  app.get(
    '/winners/candidates',
    {
      schema: {
        ...admin,
        summary: "A month's graduates (WIB) and best average quiz scores",
        querystring: adminAcademyPeriodQuerySchema(messageCodes),
        response: { 200: envelopeOf(AdminAcademyCandidatesSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await academy.candidates(request.query.period)),
  );

  app.post(
    '/winners',
    {
      schema: {
        ...admin,
        summary: 'Name a winner (a member or rank taken that month: 409 `academy_winner_taken`)',
        body: adminAcademyWinnerSchema(messageCodes),
        response: { 201: envelopeOf(AdminAcademyWinnerSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.addWinner(await staffActor(request), request.body, request.locale),
        { status: 201 },
      ),
  );

  app.delete(
    '/winners/:id',
    {
      schema: {
        ...admin,
        summary: 'Remove a winner',
        params: WinnerParams,
        response: { 200: envelopeOf(Deleted) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await academy.removeWinner(await staffActor(request), request.params.id)),
  );

  app.post(
    '/members/:userId/classes/:classId/reset-attempts',
    {
      schema: {
        ...admin,
        summary: 'Give a member their quiz attempts at a class back',
        params: MemberClassParams,
        response: { 200: envelopeOf(AdminAcademyAttemptsResetSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.resetAttempts(
          await staffActor(request),
          request.params.userId,
          request.params.classId,
        ),
      ),
  );
};
