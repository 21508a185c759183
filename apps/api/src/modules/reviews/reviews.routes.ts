import { idText, textInput, translate } from '@kilau/domain';
import {
  RatingTypeSchema,
  REVIEW_TAG_SEARCH_MIN_CHARS,
  ReviewSchema,
  ReviewStatsSchema,
  ReviewVoteSchema,
} from '@kilau/domain/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import {
  filterOf,
  inputOf,
  NewReviewBodySchema,
  PageQuerySchema,
  FilterSchema,
  REASONS,
  REVIEW_NOTE,
  ReviewBodySchema,
  ReviewParams,
} from './review-inputs';
import type { ReviewsService } from './reviews.service';

/** The tag search's answers (001 §9: 10). */
const TAG_SEARCH_LIMIT = 10;

/** Reviews (prefix `/api/reviews`; 001 §7, docs/design/reviews.md). */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  const viewerOf = async (request: Parameters<typeof requireMember>[0]) =>
    (await request.member())?.userId ?? null;

  app.get(
    '/rating-types',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The rating types a review fills, in order (each sent as `is_star_<code>`)',
        response: { 200: envelopeOf(z.array(RatingTypeSchema)) },
      },
    },
    async (request, reply) => respond(reply, await reviews.ratingTypes(request.locale)),
  );

  app.get(
    '/v2',
    {
      schema: {
        tags: ['reviews'],
        summary: "A page of a product's published reviews (skip, limit ≤ 50, sort, filter)",
        description: `${REVIEW_NOTE} meta.total counts the filter's reviews.`,
        querystring: PageQuerySchema,
        response: { 200: envelopeOf(z.array(ReviewSchema)) },
      },
    },
    async (request, reply) => {
      const { skip, limit, sort } = request.query;
      const page = await reviews.page(
        filterOf(request.query),
        sort,
        skip,
        limit,
        await viewerOf(request),
        request.locale,
      );
      return respond(reply, page.items, { total: page.total, skip, limit });
    },
  );

  app.get(
    '/count',
    {
      schema: {
        tags: ['reviews'],
        summary: "The number of a product's published reviews that match the filter",
        querystring: FilterSchema,
        response: { 200: envelopeOf(z.object({ count: z.number() })) },
      },
    },
    async (request, reply) =>
      respond(reply, { count: await reviews.count(filterOf(request.query)) }),
  );

  app.get(
    '/products/:productId/stats',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's review summary: overall, per type, distribution, recommend %",
        params: z.object({ productId: idText() }),
        response: { 200: envelopeOf(ReviewStatsSchema) },
      },
    },
    async (request, reply) =>
      respond(reply, await reviews.stats(Number(request.params.productId), request.locale)),
  );

  app.get(
    '/search-tags',
    {
      schema: {
        tags: ['reviews'],
        summary: `Review tags starting with q (from ${REVIEW_TAG_SEARCH_MIN_CHARS} characters, ${TAG_SEARCH_LIMIT} at most)`,
        querystring: z.object({
          q: textInput()
            .trim()
            .min(REVIEW_TAG_SEARCH_MIN_CHARS, { error: 'validation_failed' })
            .max(40, { error: 'validation_failed' }),
        }),
        response: { 200: envelopeOf(z.array(z.string())) },
      },
      preHandler: app.requireMember,
    },
    async (request, reply) =>
      respond(reply, await reviews.searchTags(request.query.q, TAG_SEARCH_LIMIT)),
  );

  app.get(
    '/mine',
    {
      schema: {
        tags: ['reviews'],
        summary: "The member's own reviews of a product, whatever their state",
        description: REVIEW_NOTE,
        querystring: z.object({ product_id: idText() }),
        response: { 200: envelopeOf(z.array(ReviewSchema)) },
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return respond(
        reply,
        await reviews.mine(member.userId, Number(request.query.product_id), request.locale),
      );
    },
  );

  app.post(
    '/v2',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Write a review of a combination (once per member and combination)',
        description:
          `${REVIEW_NOTE} Refusals: 403 \`DUPLICATE_USER_REVIEW\` (reviewed already), 403 ` +
          '`review_requires_username`, 422 with fields (`details` under 150 words, a missing ' +
          '`is_star_<code>`, a combination that cannot be reviewed; `images`: an upload that is ' +
          "not the member's, older than an hour past its URL, missing or used, over 5 MB, not " +
          'PNG or JPEG, or too large a picture). A review the filter holds ' +
          'answers 201 with status `held` and its own message.',
        body: NewReviewBodySchema,
        response: { 201: envelopeOf(ReviewSchema) },
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { review, held } = await reviews.create(
        member.userId,
        {
          ...inputOf(request.body),
          product_id: Number(request.body.product_id),
          combination_id: Number(request.body.combination_id),
        },
        request.locale,
      );
      return respond(reply, review, {
        status: 201,
        message: translate(held ? 'review_held' : 'review_published', request.locale),
      });
    },
  );

  app.put(
    '/edit-review/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: "Edit the member's own review (another's answers 404)",
        description:
          `${REVIEW_NOTE} \`images\` names the review's photos in order: a photo it has (by its ` +
          '`name`; the caption may change) or a new upload; one left out is removed. Without ' +
          '`images` the photos stay as they are.',
        params: ReviewParams,
        body: ReviewBodySchema,
        response: { 200: envelopeOf(ReviewSchema) },
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { review, held } = await reviews.edit(
        member.userId,
        Number(request.params.reviewId),
        inputOf(request.body),
        request.locale,
      );
      return respond(reply, review, {
        message: translate(held ? 'review_held' : 'review_edited', request.locale),
      });
    },
  );

  for (const [method, helpful] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    app.route({
      method,
      url: '/:reviewId/votes',
      schema: {
        tags: ['reviews'],
        summary: helpful
          ? 'Find a review helpful (once per member, however many taps)'
          : 'Take back "helpful"',
        params: ReviewParams,
        response: { 200: envelopeOf(ReviewVoteSchema) },
      },
      preHandler: app.requireMember,
      handler: async (request, reply) => {
        const member = await requireMember(request);
        return respond(
          reply,
          await reviews.vote(member.userId, Number(request.params.reviewId), helpful),
        );
      },
    });

  app.post(
    '/newsfeed/:reviewId/reports',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Report a review (once per member); the third report holds it for moderation',
        params: ReviewParams,
        body: z.object({
          reason: z.enum(REASONS, { error: 'option_invalid' }),
          note: textInput({ multiline: true })
            .trim()
            .max(500, { error: 'validation_failed' })
            .default(''),
        }),
        response: { 201: envelopeOf(z.object({ _id: z.string() })) },
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const reviewId = Number(request.params.reviewId);
      await reviews.report(member.userId, reviewId, request.body.reason, request.body.note);
      return respond(
        reply,
        { _id: String(reviewId) },
        { status: 201, message: translate('review_reported', request.locale) },
      );
    },
  );
};
