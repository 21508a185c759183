import { messageCodes, textInput } from '@kilau/domain';
import { FEATURE_TOGGLE_KEY } from '@kilau/domain/accounts';
import { AdminFeatureToggleSchema, featureToggleSwitchSchema } from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { staffActor } from '../../lib/staff-request';
import type { AdminFeaturesService } from './admin-features.service';

const KeyParams = z.object({
  key: textInput().regex(FEATURE_TOGGLE_KEY, { error: 'feature_toggle_not_found' }),
});

/** The shop's feature toggles (prefix `/api/admin`; permission `settings.write`). */
export const adminFeaturesRoutes: FastifyPluginAsyncZod<{
  features: AdminFeaturesService;
}> = async (app, { features }) => {
  const settings = app.requireStaff('settings.write');

  app.get(
    '/feature-toggles',
    {
      onRequest: settings,
      schema: {
        tags: ['admin'],
        summary: 'Every feature toggle: key, enabled, version, updated_at (by key)',
        response: { 200: envelopeOf(z.array(AdminFeatureToggleSchema)) },
      },
    },
    async (_request, reply) => respond(reply, await features.list()),
  );

  app.patch(
    '/feature-toggles/:key',
    {
      onRequest: settings,
      schema: {
        tags: ['admin'],
        summary: 'Switch a feature on or off at the version read',
        description:
          'Body `{ enabled, version }`. One transaction: the toggle locked, its version checked ' +
          '(stale: 409 `changed_by_someone_else` with `data.current`), switched, audited ' +
          '(`feature_toggle.switch`). 404 `feature_toggle_not_found`. Answers the toggle.',
        params: KeyParams,
        body: featureToggleSwitchSchema(messageCodes),
        response: { 200: envelopeOf(AdminFeatureToggleSchema) },
      },
    },
    async (request, reply) =>
      respond(
        reply,
        await features.switch(request.params.key, request.body, await staffActor(request)),
      ),
  );
};
