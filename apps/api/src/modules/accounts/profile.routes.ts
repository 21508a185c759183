import { messageCodes, textInput, translate, idInput } from '@kilau/domain';
import {
  COACHMARK_NAME,
  COACHMARKS_MAX,
  createCompleteProfileSchema,
  createProfileSchema,
  MemberViewSchema,
  profileUpdateMessage,
  PublicProfileSchema,
} from '@kilau/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import type { User } from './member-view';
import type { ProfileService } from './profile.service';
import { requireMember } from '../../plugins/auth';

/** `PUT /users/{id}`: profile fields, coachmarks seen, legal terms accepted; only your own. */
const ProfileUpdateSchema = createProfileSchema(messageCodes)
  .partial()
  .extend({
    coachmark_visited: z
      .array(textInput().regex(COACHMARK_NAME, { error: 'option_invalid' }))
      .max(COACHMARKS_MAX)
      .optional(),
    /** Accepting is for good: `false` is refused. */
    is_agree_to_legal_statements: z.literal(true, { error: 'option_invalid' }).optional(),
  });

const PublicProfileQuery = z.object({
  'filter[user_name]': textInput().trim().max(100).optional(),
  user_name: textInput().trim().max(100).optional(),
});

/** A member's own profile and public profiles, on the public store API (prefix `/api`). */
export const profileRoutes: FastifyPluginAsyncZod<{
  profiles: ProfileService;
  users: { profile(id: number): Promise<User | undefined> };
}> = async (app, { profiles, users }) => {
  const answer = async (userId: number) => {
    const user = await users.profile(userId);
    if (!user) throw new AppError(401, 'unauthorized', 'login_required');
    return user;
  };

  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(MemberViewSchema) },
        summary: "Update one's own profile (another member's id answers 404)",
        description:
          'Any profile field (the profile form’s rules); `coachmark_visited: [names]` adds the ' +
          'quick-tour coachmarks seen to the member’s list (deduplicated, at most 50 kept); ' +
          '`is_agree_to_legal_statements: true` accepts the legal statements for good (`false` ' +
          'is refused). A new e-mail or phone is unverified until checked by a one-time code; ' +
          'another member’s e-mail, username or phone answers 409.',
        params: z.object({ id: idInput() }),
        body: ProfileUpdateSchema,
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await request.member();
      if (!member || member.userId !== request.params.id) {
        throw new AppError(404, 'user_not_found', 'otp_user_not_found');
      }
      await profiles.update(member.userId, request.body);
      return respond(reply, await answer(member.userId), {
        message: translate(profileUpdateMessage(true), request.locale),
      });
    },
  );

  app.post(
    '/auth/register/update',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(MemberViewSchema) },
        summary: 'Complete the profile: the mandatory fields still missing',
        description:
          'Body: user_name, first_name, last_name, email, phone_no, gender (or salute_id, ' +
          '1 = Female/Ms), date_of_birth — the register rules. Every field listed in the ' +
          'member’s `missing_fields` must be sent (422 “Data belum diisi” on it otherwise, ' +
          'with `data.missing_fields`); duplicates answer the register messages; another ' +
          'member’s phone 409 `already_taken`. Answers the User.',
        body: createCompleteProfileSchema(messageCodes),
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await profiles.complete(member.userId, request.body, request.locale);
      return respond(reply, await answer(member.userId), {
        message: translate(profileUpdateMessage(true), request.locale),
      });
    },
  );

  app.get(
    '/profile',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(PublicProfileSchema) },
        summary: 'A member’s public profile by username (`filter[user_name]` or `user_name`)',
        description:
          'Answers `data { user_name, name, first_name, image, bio, social_links, badges }` ' +
          '(badges: up to 100 { key, name, earned_at }) — never the e-mail, phone, points or ' +
          'tokens; 404 `profile_not_found` for an unknown username.',
        querystring: PublicProfileQuery,
      },
    },
    async (request, reply) => {
      const userName = request.query['filter[user_name]'] || request.query.user_name;
      if (!userName) throw new AppError(404, 'profile_not_found', 'profile_not_found');
      return respond(reply, await profiles.publicProfile(userName, request.locale));
    },
  );
};
