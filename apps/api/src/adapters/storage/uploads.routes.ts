import { textInput, type MessageCode } from '@kilau/domain';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { PrivateFiles } from './storage-port';
import type { UploadLinks } from './signed-links';

/**
 * What the shop takes in through its own PUT links, one rule per place: keys under `prefix`,
 * bodies of at most `maxBytes` of the `contentTypes`, judged by `accept` (their first bytes) — on
 * refusal its message code: a type refusal answers 415, a size refusal 413.
 */
export type UploadPutRules = {
  prefix: string;
  maxBytes: number;
  contentTypes: readonly string[];
  accept(file: {
    head: Uint8Array;
    size: number;
    contentType: string;
  }): { ok: true } | { ok: false; code: 'review_photo_type' | 'review_photo_too_large' };
};

const linkParams = {
  params: z.object({ '*': textInput() }),
  querystring: z.object({
    expires: textInput().max(20).default(''),
    signature: textInput().max(200).default(''),
  }),
};

const linkInvalid = () => new AppError(403, 'upload_link_invalid', 'upload_link_invalid');
const refusal = (code: MessageCode & ('review_photo_type' | 'review_photo_too_large')) =>
  code === 'review_photo_too_large'
    ? new AppError(413, 'file_too_large', code)
    : new AppError(415, 'invalid_file_type', code);

/** The media type a request declares, without its parameters (`image/png; x=y` → `image/png`). */
const mediaTypeOf = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/**
 * The shop's own pre-signed links to private files (the local-disk adapter):
 *
 * - `GET /uploads/<key>?expires=<unix>&signature=<hex>` serves a private upload. A wrong,
 *   tampered or expired signature is 403; a signed key with no file 404. Answers the stored
 *   bytes with their content type, never sniffed, cached privately until the link expires.
 * - `PUT /uploads/<key>?expires=…&signature=…` (with `puts`) takes one file in: the signature
 *   (for PUT, the key and the `Content-Type` sent) and expiry are checked before any byte is read
 *   (403 `upload_link_invalid`), and so is the key's place (one of the `puts` prefixes) and that no file is
 *   there yet (409 `upload_exists`); the body is cut off past the place's `maxBytes` (413 'Ukuran
 *   maksimum 5MB'), its first bytes must be what the content type says (415 'File harus png, jpg,
 *   jpeg'); then it is stored in the private area: 204.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{
  links: UploadLinks;
  files: PrivateFiles;
  clock: () => Date;
  /** The places a PUT link may write to (review photos, practice-paper images). */
  puts?: readonly UploadPutRules[];
}> = async (app, { links, files, clock, puts }) => {
  app.get(
    '/*',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A private upload (a payment receipt) through its pre-signed URL',
        ...linkParams,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { expires, signature } = request.query;
      if (links.verify(key, expires, signature) !== 'ok') throw linkInvalid();
      const file = await files.get(key);
      if (!file) throw new AppError(404, 'upload_not_found', 'upload_not_found');
      const remaining = Math.max(0, Number(expires) - Math.floor(clock().getTime() / 1000));
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', `private, max-age=${remaining}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );

  if (!puts || puts.length === 0) return;
  const ruleFor = (key: string) => puts.find((rule) => key.startsWith(rule.prefix));
  const contentTypes = [...new Set(puts.flatMap((rule) => rule.contentTypes))];
  const maxBytes = Math.max(...puts.map((rule) => rule.maxBytes));
  // The PUT in a scope of its own: its body parsers (raw bytes, cut off at the largest limit;
  // each place's own limit is its `accept`'s) and the size refusal's own message reach no other
  // route.
  const putRoute: FastifyPluginAsyncZod = async (scope) => {
    scope.addContentTypeParser(
      contentTypes,
      { parseAs: 'buffer', bodyLimit: maxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw refusal('review_photo_too_large');
      throw error;
    });

    scope.put(
      '/*',
      {
        schema: {
          tags: ['uploads'],
          summary:
            'Upload one file (a review photo, a practice-paper image) to the pre-signed URL the shop handed out',
          description:
            `Send the raw bytes with the \`Content-Type\` the link was signed for (${contentTypes.join(', ')}), ` +
            `at most ${maxBytes} bytes. 204 when stored; 403 \`upload_link_invalid\` ` +
            '(tampered, expired, a GET link, another content type), 409 `upload_exists`, 413 ' +
            '(too large), 415 (the bytes are not the declared image type).',
          ...linkParams,
        },
        onRequest: async (request) => {
          const { params, query } = request as FastifyRequest<{
            Params: { '*': string };
            Querystring: { expires?: string; signature?: string };
          }>;
          const key = params['*'];
          const rule = ruleFor(key);
          if (!rule || !rule.contentTypes.includes(mediaTypeOf(request))) throw linkInvalid();
          const check = links.verifyPut(
            key,
            mediaTypeOf(request),
            String(query.expires ?? ''),
            String(query.signature ?? ''),
          );
          if (check !== 'ok') throw linkInvalid();
          if (await files.head(key)) throw new AppError(409, 'upload_exists', 'upload_exists');
        },
      },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const rule = ruleFor(request.params['*']);
        if (!rule) throw linkInvalid();
        const accepted = rule.accept({
          head: bytes.subarray(0, 16),
          size: bytes.length,
          contentType: mediaTypeOf(request),
        });
        if (!accepted.ok) throw refusal(accepted.code);
        await files.put(request.params['*'], bytes, mediaTypeOf(request));
        return reply.code(204).send();
      },
    );
  };
  await app.register(putRoute);
};
