import { staffActor as actorOf } from '../../lib/staff-request';
import multipart from '@fastify/multipart';
import { idInput, messageCodes } from '@kilau/domain';
import {
  AdminBannerSchema,
  AdminCampaignSchema,
  AdminCampaignSummarySchema,
  BANNER_IMAGE_MAX_BYTES,
  bannerCreateSchema,
  bannerListQuerySchema,
  bannerUpdateSchema,
  campaignCreateSchema,
  campaignUpdateSchema,
} from '@kilau/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleUpload } from '../../lib/file-upload';
import { envelopeOf, respond } from '../../lib/envelope';
import type { AdminBannersService } from './admin-banners.service';
import type { AdminCampaignsService } from './admin-campaigns.service';

const BannerParams = z.object({ id: idInput('banner_not_found') });
const CampaignParams = z.object({ id: idInput('campaign_not_found') });
const STALE =
  'Names the `version` the form was read at: a stale one answers 409 ' +
  '`changed_by_someone_else` with `data.current`.';
const SCHEDULE =
  '`start_date` / `end_date`: a `datetime-local` value read as WIB (`2026-12-01T09:00`) or an ' +
  'ISO time with its zone; blank is open-ended; the end must be after the start.';

/** Banners and campaigns of the back office (prefix `/api/admin`; permission `banners.write`). */
export const adminBannersRoutes: FastifyPluginAsyncZod<{
  banners: AdminBannersService;
  campaigns: AdminCampaignsService;
}> = async (app, { banners, campaigns }) => {
  await app.register(multipart, {
    // One byte more than allowed, so "too large" is told apart from "exactly 5 MB".
    limits: { fileSize: BANNER_IMAGE_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
  });
  const guard = app.requireStaff('banners.write');

  app.get(
    '/banners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Banners of every placement, filtered by placement and status',
        description:
          '`location`: one placement (home, top_banners, popup_banner, …); `status`: scheduled ' +
          '(starts later), live (shown now), ended, inactive (switched off).',
        querystring: bannerListQuerySchema(messageCodes),
        response: { 200: envelopeOf(z.array(AdminBannerSchema)) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const list = await banners.list(request.query);
      return respond(reply, list, { total: list.length });
    },
  );

  app.post(
    '/banners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a banner in one placement',
        description:
          `${SCHEDULE} A popup placement needs \`popup_setting\` (everyday, once, always); a ` +
          '`voucher_code` must name a voucher; a voucher and free shipping do not go together. ' +
          'The picture is uploaded afterwards (`POST /banners/{id}/image`).',
        body: bannerCreateSchema(messageCodes),
        response: { 201: envelopeOf(AdminBannerSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const created = await banners.create(await actorOf(request), request.body, request.locale);
      return respond(reply, created, { status: 201 });
    },
  );

  app.get(
    '/banners/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One banner, with its version',
        params: BannerParams,
        response: { 200: envelopeOf(AdminBannerSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await banners.get(request.params.id)),
  );

  app.patch(
    '/banners/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a banner',
        description: `${STALE} ${SCHEDULE} The placement's rules run on the banner as it would be.`,
        params: BannerParams,
        body: bannerUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminBannerSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await banners.update(
          await actorOf(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );

  app.post(
    '/banners/:id/image',
    {
      schema: {
        tags: ['admin'],
        summary: "Upload the banner's picture (png, jpg, jpeg or webp; at most 5 MB)",
        description:
          'A `multipart/form-data` body with one image file, judged by its bytes and its declared ' +
          'size before decoding (422 `invalid_file_type`, `file_too_large`, ' +
          '`image_dimensions_too_large`, `image_aspect_ratio` on `data.fields.image`), then ' +
          're-encoded as WebP at most 2,400 px wide. Text placements take no picture (422).',
        params: BannerParams,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(AdminBannerSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      await banners.get(request.params.id);
      const { bytes: upload } = await singleUpload(request, {
        field: 'image',
        maxBytes: BANNER_IMAGE_MAX_BYTES,
        tooLarge: () => banners.tooLarge(request.locale),
      });
      return respond(
        reply,
        await banners.setImage(actor, request.params.id, upload, request.locale),
      );
    },
  );

  app.get(
    '/campaigns',
    {
      schema: {
        tags: ['admin'],
        summary: 'Campaigns (top level), with how many sections each has',
        response: { 200: envelopeOf(z.array(AdminCampaignSummarySchema)) },
      },
      onRequest: guard,
    },
    async (_request, reply) => {
      const list = await campaigns.list();
      return respond(reply, list, { total: list.length });
    },
  );

  app.post(
    '/campaigns',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a campaign with its sections',
        description:
          'Sections in the order they show: `banner` sections with their banner (picture, link, ' +
          'words), `product` sections with product ids (in order). 409 `campaign_slug_taken`.',
        body: campaignCreateSchema(messageCodes),
        response: { 201: envelopeOf(AdminCampaignSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const created = await campaigns.create(await actorOf(request), request.body, request.locale);
      return respond(reply, created, { status: 201 });
    },
  );

  app.get(
    '/campaigns/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One campaign with its sections and version',
        params: CampaignParams,
        response: { 200: envelopeOf(AdminCampaignSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) => respond(reply, await campaigns.get(request.params.id)),
  );

  app.patch(
    '/campaigns/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Save a whole campaign: its fields and its sections (replaced, in order)',
        description: STALE,
        params: CampaignParams,
        body: campaignUpdateSchema(messageCodes),
        response: { 200: envelopeOf(AdminCampaignSchema) },
      },
      onRequest: guard,
    },
    async (request, reply) =>
      respond(
        reply,
        await campaigns.update(
          await actorOf(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );
};
