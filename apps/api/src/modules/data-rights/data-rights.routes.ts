import { idInput, messageCodes, textInput, translate } from '@kilau/domain';
import {
  AccountClosedSchema,
  ClosureCodeSentSchema,
  createAccountClosureSchema,
  DataExportListSchema,
} from '@kilau/domain/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, respond } from '../../lib/envelope';
import { requireMember } from '../../plugins/auth';
import { z } from 'zod';
import type { DataRightsService } from './data-rights.service';

const HOUR_MS = 3_600_000;

const TokenParams = z.object({ token: textInput().max(200) });

/**
 * A member's data rights (prefix `/api`; docs/design/data-rights.md): download my data, close
 * my account. Every write spends the member's budget of `rateLimitMax` an hour (counted for
 * in-process calls too: the account page's actions run in process).
 */
export const dataRightsRoutes: FastifyPluginAsyncZod<{
  dataRights: DataRightsService;
  rateLimitMax: number;
}> = async (app, { dataRights, rateLimitMax }) => {
  const memberId = async (request: FastifyRequest) => (await requireMember(request)).userId;
  const budget = app.createRateLimit({
    allowList: () => false,
    max: rateLimitMax,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => `data-rights:${request.ip}`,
  });
  const spend = async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = await budget(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', counted.ttlInSeconds);
    throw new AppError(429, 'too_many_requests', 'too_many_requests');
  };

  app.get(
    '/account/data-export',
    {
      schema: {
        tags: ['accounts'],
        summary: "The member's data export requests, newest first",
        description:
          'data { requests: [{ id, status (requested | ready | failed | expired), requested_at, ' +
          'ready_at, expires_at, size_bytes }], can_request }. The link itself is only e-mailed.',
        response: { 200: envelopeOf(DataExportListSchema) },
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => respond(reply, await dataRights.list(await memberId(request))),
  );

  app.post(
    '/account/data-export',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ask for a machine-readable export of my data (JSON and CSV in a zip)',
        description:
          'Queues an export; the export job builds it and e-mails a link valid 24 h (template ' +
          '`data_export_ready`). One pending at a time (409 `data_export_pending`), three a WIB ' +
          'day (429 `data_export_too_many`). Answers the list as GET does.',
        response: { 200: envelopeOf(DataExportListSchema) },
      },
      preHandler: [app.requireMember, spend],
    },
    async (request, reply) =>
      respond(reply, await dataRights.requestExport(await memberId(request), request.locale), {
        message: translate('data_export_requested', request.locale),
      }),
  );

  const sendZip = (reply: FastifyReply, file: { bytes: Buffer; fileName: string }) =>
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(file.bytes);

  app.get(
    '/account/data-export/:id/download',
    {
      schema: {
        tags: ['accounts'],
        summary: "Download one of the member's own ready exports from the account page",
        description:
          'The same zip as the e-mailed link, by the request id, for the signed-in member who ' +
          'asked for it while it is ready (24 h); otherwise 404 `data_export_link_invalid`.',
        params: z.object({ id: idInput() }),
      },
      preHandler: app.requireMember,
    },
    async (request, reply) =>
      sendZip(reply, await dataRights.downloadById(await memberId(request), request.params.id)),
  );

  app.get(
    '/account/data-export/:token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Download an export (the e-mailed link): the zip itself',
        description:
          '`application/zip`, as an attachment, never cached. Only for the member it was made ' +
          'for, signed in, within 24 h of the e-mail; otherwise 404 `data_export_link_invalid`.',
        params: TokenParams,
      },
      preHandler: app.requireMember,
    },
    async (request, reply) => {
      const file = await dataRights.download(await memberId(request), request.params.token);
      return sendZip(reply, file);
    },
  );

  app.post(
    '/account/closure/code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the one-time code that confirms closing my account',
        description:
          "An OTP (scope `close-account`) to the member's own e-mail, with the OTP limits " +
          '(429 `active_otp_already_sent`, `otp_maximum`). 409 `closure_orders_open` while an ' +
          'order is unpaid, in progress or owed a refund.',
        response: { 200: envelopeOf(ClosureCodeSentSchema) },
      },
      preHandler: [app.requireMember, spend],
    },
    async (request, reply) => {
      const sent = await dataRights.sendClosureCode(await memberId(request), request.locale);
      return respond(reply, sent, {
        message: translate('closure_code_sent', request.locale, { recipient: sent.recipient }),
      });
    },
  );

  app.post(
    '/account/closure',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Close my account: personal data erased, orders kept de-identified',
        description:
          'Body { code (the e-mailed 6 digits), reviews: anonymise | remove }. One transaction: ' +
          'the member row locked first, open orders refused (409 `closure_orders_open`), every ' +
          'personal record erased or unlinked, orders kept with their totals, reviews kept ' +
          'under "Akun dihapus" or removed (stats kept exact), every session revoked; the ' +
          'e-mail and phone may register again. A wrong code: the OTP errors (422 ' +
          '`incorrect_otp`, 410 `no_active_otp_request`). The cookie is cleared.',
        body: createAccountClosureSchema(messageCodes),
        response: { 200: envelopeOf(AccountClosedSchema) },
      },
      preHandler: [app.requireMember, spend],
    },
    async (request, reply) => {
      const { closed, message } = await dataRights.close(
        await memberId(request),
        request.body,
        request.locale,
      );
      reply.endSession();
      return respond(reply, closed, { message });
    },
  );
};
