import {
  isMessageCode,
  readCodedMessage,
  translate,
  type Locale,
  type MessageCode,
} from '@kilau/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { failure } from '../lib/envelope';

const valueAt = (source: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    source,
  );

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A schema's refusal is a catalogue code or a `codedMessage` (code and params), translated here,
 * once, in the request's language; zod's own messages answer the generic texts.
 */
function fieldMessage(message: string, missing: boolean, locale: Locale): string {
  const coded = readCodedMessage(message);
  if (coded) return translate(coded.code, locale, coded.params);
  if (isMessageCode(message)) {
    // The generic refusal (`countInput`) names the missing value as zod's own messages do.
    if (message === 'validation_failed' && missing) return translate('required', locale);
    return translate(message, locale);
  }
  return translate(missing ? 'required' : 'validation_failed', locale);
}

/** Fastify's own client errors, by code: status and catalogue message. */
const FRAMEWORK_ERRORS: Record<
  string,
  { status: number; errorCode: string; message: MessageCode }
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    errorCode: 'malformed_json',
    message: 'malformed_json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    errorCode: 'malformed_json',
    message: 'malformed_json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    errorCode: 'payload_too_large',
    message: 'payload_too_large',
  },
  // @fastify/multipart's limits (each upload route sets them): the specific reason, not the
  // generic "too large" text (issue 14 item 17).
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    errorCode: 'file_too_large',
    message: 'review_photo_too_large',
  },
  FST_FILES_LIMIT: {
    status: 413,
    errorCode: 'too_many_files',
    message: 'upload_too_many_files',
  },
  FST_PARTS_LIMIT: {
    status: 413,
    errorCode: 'too_many_parts',
    message: 'upload_too_many_parts',
  },
  FST_FIELDS_LIMIT: {
    status: 413,
    errorCode: 'too_many_parts',
    message: 'upload_too_many_parts',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    errorCode: 'unsupported_media_type',
    message: 'unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    errorCode: 'malformed_body',
    message: 'malformed_json',
  },
};

/** PostgreSQL's SQLSTATEs for text it cannot hold: 22021 (NUL, bad UTF-8), 22P05 (jsonb `\u0000`). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
const isUnstorableText = (error: unknown) =>
  error instanceof Error &&
  'severity' in error &&
  UNSTORABLE_TEXT.has(String((error as { code?: unknown }).code));

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { locale } = request;

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    const part = error.validationContext ?? 'body';
    const source = part === 'querystring' ? request.query : request[part];
    for (const issue of error.validation) {
      const path = issue.instancePath.split('/').filter(Boolean);
      const missing = isBlank(valueAt(source, path));
      fields[path.join('.') || '_'] ??= fieldMessage(issue.message ?? '', missing, locale);
    }
    return reply
      .code(422)
      .send(failure(422, 'validation_failed', translate('validation_failed', locale), { fields }));
  }

  if (error instanceof AppError) {
    return reply
      .code(error.status)
      .send(
        failure(
          error.status,
          error.errorCode,
          translate(error.messageCode, locale, error.params),
          error.data,
        ),
      );
  }

  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) {
    return reply
      .code(known.status)
      .send(failure(known.status, known.errorCode, translate(known.message, locale)));
  }

  // Text PostgreSQL cannot store (a NUL byte, an invalid escape in JSON) that some input carried
  // past its schema: the client's fault, so a 422; logged so that the fuzz suite and operators
  // see which input lacks its schema.
  if (isUnstorableText(error)) {
    request.log.warn({ err: error, requestId: request.id }, 'unstorable text reached the database');
    return reply.code(422).send(
      failure(422, 'validation_failed', translate('text_control_characters', locale), {
        fields: {},
      }),
    );
  }

  if (error.statusCode === 429) {
    return reply
      .code(429)
      .send(failure(429, 'too_many_requests', translate('too_many_requests', locale)));
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply
      .code(status)
      .send(failure(status, 'bad_request', translate('validation_failed', locale)));
  }

  // Unknown: the detail stays in the log, keyed by the request id the client also sees.
  request.log.error({ err: error, requestId: request.id }, 'unhandled error');
  return reply.code(500).send(failure(500, 'internal_error', translate('generic_retry', locale)));
}

export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
