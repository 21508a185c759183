import { messageCodes } from '@kilau/domain';
import {
  AdminAcademyLevelSchema,
  AdminAcademySettingsSchema,
  adminAcademyLevelCreateSchema,
  adminAcademyLevelOrderSchema,
  adminAcademyLevelUpdateSchema,
  adminAcademySettingsSchema,
} from '@kilau/domain/academy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor } from '../../lib/staff-request';
import { LevelParams, STALE } from './admin-academy.schemas';
import type { AdminAcademyService } from './admin-academy.service';

/**
 * The academy's settings and levels in the back office (permission `academy.manage`).
 */
export const adminAcademySettingsRoutes: FastifyPluginAsyncZod<{
  academy: AdminAcademyService;
}> = async (app, { academy }) => {
  const guard = app.requireStaff('academy.manage');
  const admin = { tags: ['admin'] };

  app.get(
    '/settings',
    {
      schema: {
        ...admin,
        summary: "The academy's settings (404 `academy_not_configured` before the first save)",
        response: { 200: envelopeOf(AdminAcademySettingsSchema) },
      },
      onRequest: guard,
    },
    async (_request, reply) => respond(reply, await academy.settings()),
  );

  app.put(
    '/settings',
    {
      schema: {
        ...admin,
        summary: "Save the academy's settings",
        description:
          'A path segment the shop uses (or not 3–40 lowercase letters, digits and single ' +
          'hyphens) is 422 `academy_segment_reserved` on `path_segment`; an unknown brand or ' +
          `voucher is 422 on its field. ${STALE}`,
        body: adminAcademySettingsSchema(messageCodes),
        response: { 200: envelopeOf(AdminAcademySettingsSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.saveSettings(await staffActor(request), request.body, request.locale),
      ),
  );

  app.get(
    '/levels',
    {
      schema: {
        ...admin,
        summary: 'The levels in order, with their class counts',
        response: { 200: envelopeOf(z.array(AdminAcademyLevelSchema)) },
      },
      onRequest: guard,
    },
    async (_request, reply) => respond(reply, await academy.levels()),
  );

  app.post(
    '/levels',
    {
      schema: {
        ...admin,
        summary: 'Add a level at the end',
        body: adminAcademyLevelCreateSchema(messageCodes),
        response: { 201: envelopeOf(AdminAcademyLevelSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await academy.createLevel(await staffActor(request), request.body), {
        status: 201,
      }),
  );

  app.post(
    '/levels/order',
    {
      schema: {
        ...admin,
        summary: 'Put the levels in order (`ids`: every level exactly once)',
        body: adminAcademyLevelOrderSchema(messageCodes),
        response: { 200: envelopeOf(z.array(AdminAcademyLevelSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.orderLevels(await staffActor(request), request.body.ids, request.locale),
      ),
  );

  app.put(
    '/levels/:id',
    {
      schema: {
        ...admin,
        summary: 'Change a level',
        description: STALE,
        params: LevelParams,
        body: adminAcademyLevelUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminAcademyLevelSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await academy.updateLevel(await staffActor(request), request.params.id, request.body),
      ),
  );

  app.delete(
    '/levels/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a level without classes (else 409 `academy_level_has_classes`)',
        params: LevelParams,
        response: { 200: envelopeOf(z.array(AdminAcademyLevelSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(reply, await academy.deleteLevel(await staffActor(request), request.params.id)),
  );
};
