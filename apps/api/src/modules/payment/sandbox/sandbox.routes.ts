import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFoundPage } from './layout';
import { indexPage, providerPage, threeDsPage, threeDsResultPage, transactionPage } from './pages';
import { qrSvg } from './qris';
import type { SandboxCore } from './sandbox-core';
import { linkajaProof, sandboxPaths, transactionBody } from './sandbox-shapes';
import type { GatewayRow } from './sandbox.repository';
import { THREE_DS_RESULT_SCRIPT, TOKENISER_SCRIPT } from './scripts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ACTIONS = ['approve', 'decline', 'expire'] as const;
const RESULTS: Record<string, string> = {
  approve: 'Approved.',
  decline: 'Declined.',
  expire: 'Expired.',
  refused: 'That is not possible in this state.',
};
const NO_HIDE = { hide: true } as const;

type Form = Record<string, string | undefined>;
const formOf = (body: unknown): Form => (body && typeof body === 'object' ? (body as Form) : {});

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function sendPage(reply: FastifyReply, body: string, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * The sandbox gateway's own routes (prefix `/sandbox-gateway`, registered only while the sandbox
 * is the gateway): its Core API look-alike (`/v2/charge`, `/v2/:order_id/status`, `/cancel`,
 * `/refund`, with the server key as Basic auth), the tokeniser and its script, and the pages
 * where a person pays: approve / decline / let expire, 3-D Secure, the providers' pages and the
 * e-wallet apps. Pages are plain HTML with no inline script, so the shop's page policy applies
 * unchanged.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync<{ sandbox: SandboxCore }> = async (
  app,
  { sandbox },
) => {
  // Pages link within the sandbox by path, so they work under whatever host the browser used.
  const paths = sandboxPaths('');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const basic = `Basic ${Buffer.from(`${sandbox.serverKey}:`).toString('base64')}`;
  const merchantOnly = async (
    request: { headers: { authorization?: string } },
    reply: FastifyReply,
  ) => {
    if (!sameText(request.headers.authorization ?? '', basic)) {
      return reply.code(401).send({
        status_code: '401',
        status_message: 'Unknown Merchant server_key/id',
      });
    }
  };

  const load = async (id: string): Promise<GatewayRow | null> =>
    UUID.test(id) ? sandbox.find(id) : null;

  /** Where the provider sends the shopper back: the finish URL with Midtrans' query. */
  const finish = (callback: string, row: GatewayRow) => {
    const url = new URL(callback);
    const body = transactionBody(row, sandbox.publicUrl, sandbox.serverKey);
    url.searchParams.set('order_id', row.order_ref);
    url.searchParams.set('status_code', row.status_code);
    url.searchParams.set('transaction_status', String(body.transaction_status));
    return url.href;
  };

  // The Core API look-alike.
  app.post('/v2/charge', { schema: NO_HIDE, onRequest: merchantOnly }, async (request, reply) => {
    const answer = await sandbox.charge(request.body);
    return reply.code(answer.httpStatus).send(answer.body);
  });
  app.get<{ Params: { orderId: string } }>(
    '/v2/:orderId/status',
    { schema: NO_HIDE, onRequest: merchantOnly },
    async (request, reply) => {
      const answer = await sandbox.status(request.params.orderId);
      return reply.code(answer.httpStatus).send(answer.body);
    },
  );
  app.post<{ Params: { orderId: string } }>(
    '/v2/:orderId/cancel',
    { schema: NO_HIDE, onRequest: merchantOnly },
    async (request, reply) => {
      const answer = await sandbox.cancel(request.params.orderId);
      return reply.code(answer.httpStatus).send(answer.body);
    },
  );
  app.post<{ Params: { orderId: string } }>(
    '/v2/:orderId/refund',
    { schema: NO_HIDE, onRequest: merchantOnly },
    async (request, reply) => {
      const answer = await sandbox.refund(request.params.orderId, request.body);
      return reply.code(answer.httpStatus).send(answer.body);
    },
  );

  // The tokeniser and the browser scripts.
  app.post('/v2/token', { schema: NO_HIDE }, async (request, reply) => {
    const answer = await sandbox.issueToken(request.body);
    return reply.code(answer.httpStatus).header('cache-control', 'no-store').send(answer.body);
  });
  const script = (body: string) => async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  app.get('/v2/assets/js/midtrans-new-3ds.min.js', { schema: NO_HIDE }, script(TOKENISER_SCRIPT));
  app.get('/v2/assets/js/3ds-result.js', { schema: NO_HIDE }, script(THREE_DS_RESULT_SCRIPT));

  app.get<{ Params: { kind: string; id: string } }>(
    '/v2/:kind/:id/qr-code',
    { schema: NO_HIDE },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row?.qr_string || !['gopay', 'qris'].includes(request.params.kind)) {
        return sendPage(reply, notFoundPage(), 404);
      }
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'no-store')
        .send(qrSvg(row.qr_string));
    },
  );

  // Pages for a person.
  app.get<{ Querystring: { q?: string } }>('/', { schema: NO_HIDE }, async (request, reply) => {
    const query = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, 60) : '';
    return sendPage(reply, indexPage(await sandbox.search(query), paths, query));
  });

  app.get<{ Params: { id: string }; Querystring: { result?: string } }>(
    '/transactions/:id',
    { schema: NO_HIDE },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row) return sendPage(reply, notFoundPage(), 404);
      return sendPage(reply, transactionPage(row, paths, RESULTS[request.query.result ?? '']));
    },
  );

  app.post<{ Params: { id: string; action: string } }>(
    '/transactions/:id/:action',
    { schema: NO_HIDE },
    async (request, reply) => {
      const action = ACTIONS.find((name) => name === request.params.action);
      if (!action || !UUID.test(request.params.id)) return sendPage(reply, notFoundPage(), 404);
      const moved = await sandbox.act(request.params.id, action);
      if (!moved.ok && moved.reason === 'not_found') return sendPage(reply, notFoundPage(), 404);
      const row = moved.ok ? moved.row : moved.row;
      const form = formOf(request.body);
      const callback = sandbox.ownUrl(form.callback_url) ?? row?.callback_url ?? null;
      if (moved.ok && form.back === 'provider' && callback) {
        return reply.redirect(finish(callback, moved.row), 303);
      }
      const result = moved.ok ? action : 'refused';
      return reply.redirect(`${paths.transaction(request.params.id)}?result=${result}`, 303);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { callback_url?: string } }>(
    '/v2/3ds/:id',
    { schema: NO_HIDE },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row || row.payment_type !== 'credit_card') return sendPage(reply, notFoundPage(), 404);
      const callbackUrl = sandbox.ownUrl(request.query.callback_url);
      if (row.three_ds !== 'required' || row.status !== 'pending') {
        return sendPage(reply, transactionPage(row, paths, 'The 3-D Secure step is done.'));
      }
      return sendPage(reply, threeDsPage(row, paths, { callbackUrl }));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v2/3ds/:id',
    { schema: NO_HIDE },
    async (request, reply) => {
      if (!UUID.test(request.params.id)) return sendPage(reply, notFoundPage(), 404);
      const form = formOf(request.body);
      const moved = await sandbox.authenticate3ds(request.params.id, form.otp ?? '');
      if (!moved.ok && !moved.row) return sendPage(reply, notFoundPage(), 404);
      const row = moved.ok ? moved.row : (moved.row as GatewayRow);
      const result = transactionBody(row, sandbox.publicUrl, sandbox.serverKey);
      const callbackUrl = sandbox.ownUrl(form.callback_url);
      if (callbackUrl) {
        const url = new URL(callbackUrl);
        url.searchParams.set('response', JSON.stringify(result));
        return reply.redirect(url.href, 303);
      }
      return sendPage(reply, threeDsResultPage(row, paths, result));
    },
  );

  const providerRoute = async (
    request: { params: { id: string }; query: { callback_url?: string } },
    reply: FastifyReply,
  ) => {
    const row = await load(request.params.id);
    if (!row) return sendPage(reply, notFoundPage(), 404);
    const callbackUrl = sandbox.ownUrl(request.query.callback_url) ?? row.callback_url;
    return sendPage(reply, providerPage(row, paths, callbackUrl));
  };
  app.get<{ Params: { id: string }; Querystring: { callback_url?: string } }>(
    '/redirect/:id',
    { schema: NO_HIDE },
    providerRoute,
  );
  app.get<{ Params: { id: string }; Querystring: { callback_url?: string } }>(
    '/ewallet/:id',
    { schema: NO_HIDE },
    providerRoute,
  );

  app.post('/linkaja', { schema: NO_HIDE }, async (request, reply) => {
    const form = formOf(request.body);
    const id = form.transaction_id ?? '';
    const proof = form.proof ?? '';
    if (!UUID.test(id) || !sameText(proof, linkajaProof(sandbox.serverKey, id))) {
      return sendPage(reply, notFoundPage(), 404);
    }
    const row = await load(id);
    if (!row || row.channel !== 'linkaja') return sendPage(reply, notFoundPage(), 404);
    return sendPage(reply, providerPage(row, paths, row.callback_url));
  });
};
