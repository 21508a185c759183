import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export interface EnvelopeMeta {
  code: number;
  total?: number;
  skip?: number;
  limit?: number;
}

/** The one response shape of every API call (ARCHITECTURE §3). */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  errorCode?: string;
  meta: EnvelopeMeta;
}

/**
 * The envelope's schema around a route's `data` schema (ADR 0004, ADR 0020): a route's
 * `schema.response` entry, so the OpenAPI document names what `data` holds and the serializer
 * sends exactly that.
 */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    data,
    message: z.string().optional(),
    errorCode: z.string().optional(),
    meta: z.object({
      code: z.number().int(),
      total: z.number().optional(),
      skip: z.number().optional(),
      limit: z.number().optional(),
    }),
  });

/** Sends a successful envelope; `meta.code` mirrors the HTTP status. */
export function respond<T>(
  reply: FastifyReply,
  data: T,
  options: { status?: number; message?: string } & Omit<EnvelopeMeta, 'code'> = {},
): Envelope<T> {
  const { status = 200, message, ...paging } = options;
  reply.code(status);
  return {
    success: true,
    data,
    ...(message ? { message } : {}),
    meta: { code: status, ...paging },
  };
}

export function failure<T = null>(
  status: number,
  errorCode: string,
  message: string,
  data: T = null as T,
): Envelope<T> {
  return { success: false, data, message, errorCode, meta: { code: status } };
}
