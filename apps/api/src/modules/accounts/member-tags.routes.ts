import { translate } from '@kilau/domain';
import {
  MEMBER_TAG_TYPES,
  MemberTagOptionSchema,
  MemberTagsUpdateSchema,
  MemberViewSchema,
  PreferencesUpdateSchema,
  profileUpdateMessage,
} from '@kilau/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import type { MemberTagsService } from './member-tags.service';
import type { User } from './member-view';
import { requireMember } from '../../plugins/auth';
import type { FastifyRequest } from 'fastify';

/** The member's beauty tags, interests and preferences (prefix `/api`; 001 §7). */
export const memberTagsRoutes: FastifyPluginAsyncZod<{
  tags: MemberTagsService;
  users: { profile(id: number): Promise<User | undefined> };
}> = async (app, { tags, users }) => {
  const memberId = async (request: FastifyRequest) => (await requireMember(request)).userId;
  const answer = async (userId: number) => {
    const user = await users.profile(userId);
    if (!user) throw new AppError(401, 'unauthorized', 'login_required');
    return user;
  };

  app.get(
    '/user/tags/options',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(z.array(MemberTagOptionSchema)) },
        summary: 'The catalogue tags a member may choose, per kind',
        description:
          "`type` 'beauty' (skin types and concerns) or 'interest' (benefits and ingredients); " +
          'answers `data [{ id, name, slug, type }]`, `type` being the catalogue tag type.',
        querystring: z.object({ type: z.enum(MEMBER_TAG_TYPES, { error: 'option_invalid' }) }),
      },
    },
    async (request, reply) => {
      const options = await tags.options(request.query.type);
      return respond(reply, options, { total: options.length });
    },
  );

  app.post(
    '/user/me/tags',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(MemberViewSchema) },
        summary: "Set the member's beauty profile or interests (catalogue tags)",
        description:
          "Body `{ type: 'beauty' | 'interest', tags: [id or name or slug] }` (at most 20) " +
          'replaces that kind. Beauty takes skin types and concerns, interest benefits and ' +
          'ingredients (`GET /api/user/tags/options`); another tag answers 422 on `tags.<index>`. ' +
          'Answers the User with `tags { beauty, interest }`.',
        body: MemberTagsUpdateSchema,
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const userId = await memberId(request);
      await tags.setTags(userId, request.body.type, request.body.tags, request.locale);
      return respond(reply, await answer(userId), {
        message: translate(profileUpdateMessage(true), request.locale),
      });
    },
  );

  app.post(
    '/user/me/preferences',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(MemberViewSchema) },
        summary: "Update the member's preferences (any part)",
        description:
          "Body: any of `newsletter` (consent; the moment is recorded; the newsletter's " +
          'subscription follows: a verified address is confirmed at once, another gets the ' +
          "double opt-in mail and `preferences.newsletter_pending`), `language` ('id' | " +
          "'en'), `notifications { email, sms, whatsapp, push }`. Unknown keys answer 422. " +
          'Answers the User with `preferences`.',
        body: PreferencesUpdateSchema,
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const userId = await memberId(request);
      await tags.setPreferences(userId, request.body, { locale: request.locale, ip: request.ip });
      return respond(reply, await answer(userId), {
        message: translate(profileUpdateMessage(true), request.locale),
      });
    },
  );
};
