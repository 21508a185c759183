import multipart from '@fastify/multipart';
import { translate } from '@kilau/domain';
import {
  MemberViewSchema,
  PROFILE_IMAGE_MAX_BYTES,
  profileUpdateMessage,
} from '@kilau/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { singleUpload } from '../../lib/file-upload';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import type { User } from './member-view';
import type { ProfileImageService } from './profile-image.service';
import { requireMember } from '../../plugins/auth';

/**
 * `POST /users/me/image` (prefix `/api`): the member's profile photo as `multipart/form-data`
 * (one file; the field's name does not matter). Multipart is parsed in this plugin only.
 */
export const profileImageRoutes: FastifyPluginAsyncZod<{
  images: ProfileImageService;
  users: { profile(id: number): Promise<User | undefined> };
}> = async (app, { images, users }) => {
  await app.register(multipart, {
    // One byte more than allowed, so "too large" is told apart from "exactly 5 MB".
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/users/me/image',
    {
      schema: {
        tags: ['accounts'],
        response: { 200: envelopeOf(MemberViewSchema) },
        summary: 'Upload the profile photo (png, jpg, jpeg or webp; at most 5 MB)',
        description:
          'A `multipart/form-data` body with one image file. The type is read from the bytes, ' +
          'not the name: another gives 422 `invalid_file_type` “File harus png, jpg, jpeg”; ' +
          'over 5 MB 422 `file_too_large` “Ukuran maksimum 5MB” (both also on ' +
          '`data.fields.image`). A picture whose header declares more than 8,000 px a side or ' +
          '40 megapixels is 422 `image_dimensions_too_large`, a long side over 20× the short ' +
          'one 422 `image_aspect_ratio`, both before decoding. One upload per member at a ' +
          'time: 429 `image_upload_in_progress`; 503 `image_work_busy` while the image queue ' +
          'is full; 413 `too_many_files` / `too_many_parts` past the form limits. Stored as a ' +
          '400×400 WebP; answers the User with `image`.',
        consumes: ['multipart/form-data'],
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { bytes: upload } = await singleUpload(request, {
        field: 'image',
        maxBytes: PROFILE_IMAGE_MAX_BYTES,
        tooLarge: () => images.tooLarge(request.locale),
      });
      await images.replace(member.userId, upload, request.locale);
      const user = await users.profile(member.userId);
      if (!user) throw new AppError(401, 'unauthorized', 'login_required');
      return respond(reply, user, {
        message: translate(profileUpdateMessage(true), request.locale),
      });
    },
  );
};
