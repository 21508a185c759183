import { idText, textInput, type Locale } from '@kilau/domain';
import { formatVariantLabel, type VariantAttributes } from '@kilau/domain/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import type { ReviewableRepository } from './reviewable.repository';

/** The most combinations one "reviewed?" question names (a page of orders' lines). */
const MAX_ASKED = 200;

const ReviewableSchema = z.object({
  product_id: z.string(),
  combinations: z.array(
    z.object({
      id: z.string(),
      /** The combination as the shopper chose it, e.g. "Shade: 02 Cherry". */
      label: z.string(),
      hex: z.string().nullable(),
      /** The member's review of it, when written (any state). */
      review_id: z.string().nullable(),
      /** Whether a delivered order of the member's holds it (the review will be verified). */
      is_verified_purchase: z.boolean(),
    }),
  ),
});

const labelOf = (attributes: unknown, locale: Locale) =>
  formatVariantLabel(attributes as VariantAttributes, locale);

/**
 * What a member may still review (001 §4 "all-reviewed", docs/design/reviews.md): the wizard's
 * SELECT COMBINATION step and my orders' "Tulis ulasan" read these.
 */
export const reviewableRoutes: FastifyPluginAsyncZod<{ reviewable: ReviewableRepository }> = async (
  app,
  { reviewable },
) => {
  app.get(
    '/reviewable',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "A product's combinations open to reviews, each with the member's review (if any) " +
          'and whether a delivered order holds it',
        querystring: z.object({ product_id: idText() }),
        response: { 200: envelopeOf(ReviewableSchema) },
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const productId = Number(request.query.product_id);
      const rows = await reviewable.combinations(productId, member.userId);
      return respond(reply, {
        product_id: String(productId),
        combinations: rows.map((row) => ({
          id: String(row.id),
          label: labelOf(row.attributes, request.locale),
          hex: row.hex,
          review_id: row.review_id === null ? null : String(row.review_id),
          is_verified_purchase: Boolean(row.delivered),
        })),
      });
    },
  );

  app.get(
    '/mine/reviewed',
    {
      schema: {
        tags: ['reviews'],
        summary: `Which of the named combinations (comma-separated, at most ${MAX_ASKED}) the member has reviewed`,
        querystring: z.object({
          combination_ids: textInput()
            .max(MAX_ASKED * 12)
            .regex(/^[1-9][0-9]{0,10}(,[1-9][0-9]{0,10})*$/, { error: 'validation_failed' })
            .refine((value) => value.split(',').length <= MAX_ASKED, {
              error: 'validation_failed',
            }),
        }),
        response: { 200: envelopeOf(z.object({ combination_ids: z.array(z.string()) })) },
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const asked = [...new Set(request.query.combination_ids.split(',').map(Number))];
      const reviewed = await reviewable.reviewedCombinations(member.userId, asked);
      return respond(reply, { combination_ids: reviewed.map(String) });
    },
  );
};
