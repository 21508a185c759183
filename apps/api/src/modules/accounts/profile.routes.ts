import { translate } from '@kilau/domain';
import { genderFromSalute, profileUpdateMessage, ProfileSchema } from '@kilau/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { respond } from '../../lib/envelope';
import type { AccountsRepository } from './accounts.repository';

/** `PUT /users/{id}`: profile fields, coachmarks seen, legal terms accepted; only your own. */
const ProfileUpdateSchema = ProfileSchema.partial().extend({
  coachmark_visited: z
    .array(z.string().regex(/^[a-z0-9_-]{1,60}$/))
    .max(50)
    .optional(),
  is_agree_to_legal_statements: z.literal(true).optional(),
});

export const profileRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsRepository;
  clock: () => Date;
}> = async (app, { accounts, clock }) => {
  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: "Update one's own profile (another member's id answers 404)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: ProfileUpdateSchema,
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await request.member();
      if (!member || member.userId !== request.params.id) {
        throw new AppError(404, 'user_not_found', 'otp_user_not_found');
      }
      const { salute_id, social_links, coachmark_visited, ...fields } = request.body;
      if (fields.email !== undefined || fields.user_name !== undefined) {
        const taken = await accounts.takenByOthers(member.userId, fields.email, fields.user_name);
        if (taken.email) throw new AppError(409, 'EMAIL_TAKEN', 'register_email_taken');
        if (taken.username) throw new AppError(409, 'USERNAME_TAKEN', 'register_username_taken');
      }
      await accounts.updateProfile(member.userId, {
        ...fields,
        ...(salute_id !== undefined ? genderFromSalute(salute_id) : {}),
        ...(social_links ? { social_links: JSON.stringify(social_links) } : {}),
        ...(coachmark_visited ? { coachmark_visited } : {}),
        updated_at: clock(),
      });
      return respond(reply, await accounts.profile(member.userId), {
        message: translate(profileUpdateMessage(true), request.locale),
      });
    },
  );
};
