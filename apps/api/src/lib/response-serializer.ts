import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { timestampText } from '@kilau/domain/shared';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Response serialisation, compiled (ADR 0026). Each route's zod response schema is turned into
 * JSON Schema once, when the route is compiled (in production: at its first answer, `lazy`), and
 * fast-json-stringify builds a serializer from
 * it: an answer is written field by field from the schema, and a field the schema does not list
 * is not sent (objects are closed unless the schema is a `z.looseObject`). Instead of a zod parse
 * and a `JSON.stringify` per answer.
 *
 * A schema whose answer the compiled serializer could not write as zod would (a transform other
 * than `apiTimestamp()`, a default, a catch) keeps zod's parse (`fallbackReason`).
 *
 * With `verify` (development and tests), every answer is also parsed by its zod schema first and
 * a mismatch is a 500, as before: fast-json-stringify coerces a wrong value (a `null` string
 * becomes `""`), so the tests keep the schema honest while production pays only the write.
 */

type Json = Record<string, unknown>;

/** Where zod's answer would differ from a write of the handler's value through the schema. */
const UNSAFE_KINDS = new Set(['transform', 'default', 'prefault', 'catch', 'success', 'pipe']);

/** `apiTimestamp()` (domain `shared/response.ts`): a `Date` or ISO text, answered as text. */
const isTimestamp = (schema: $ZodType) => {
  const def = schema._zod.def;
  return (
    def.type === 'pipe' &&
    'out' in def &&
    def.out instanceof $ZodType &&
    def.out._zod.def.type === 'transform' &&
    'transform' in def.out._zod.def &&
    def.out._zod.def.transform === timestampText
  );
};

export class UncompilableSchema extends Error {}

/** The JSON Schema fast-json-stringify writes an answer by, or why zod has to. */
export function responseJsonSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-07',
    unrepresentable: (ctx) => {
      // A `Date` is written as JSON writes it (ISO text), by zod's path and this one alike.
      if (ctx.zodSchema._zod.def.type === 'date') return {};
      throw new UncompilableSchema(ctx.message);
    },
    override: (ctx) => {
      const kind = ctx.zodSchema._zod.def.type;
      if (isTimestamp(ctx.zodSchema)) {
        for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Json)[key];
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
        return;
      }
      if (UNSAFE_KINDS.has(kind)) {
        throw new UncompilableSchema(`a ${kind} at ${ctx.path.join('.') || 'the root'}`);
      }
    },
  }) as Json;
  delete json.$schema;
  const normalised = normalise(json) as Json;
  const union = unionAt(normalised, '');
  if (union !== null) throw new UncompilableSchema(`a union at ${union || 'the root'}`);
  return normalised;
}

/**
 * Where a union of shapes is left (`anyOf`, `oneOf`, `allOf`): fast-json-stringify picks its
 * branch by validating the handler's value with ajv, which refuses what zod would take (a `Date`
 * for a timestamp's text), so such a schema keeps zod's parse.
 */
function unionAt(node: unknown, path: string): string | null {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) {
      const found = unionAt(item, `${path}.${index}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof node !== 'object' || node === null) return null;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') return path;
    const found = unionAt(value, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

const isNullType = (node: unknown) =>
  typeof node === 'object' && node !== null && (node as Json).type === 'null';

/**
 * zod writes some nullables as `anyOf: [X, { type: 'null' }]`; fast-json-stringify would pick
 * the branch with a validator per value, so an object or array becomes X with `nullable: true`
 * and a string (a timestamp, an enum) X with `type: [X's type, 'null']`.
 */
function normalise(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalise);
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) out[key] = normalise(value);
  // `z.unknown()` and `z.any()` (`{}`) take `undefined` too: never required to be there.
  if (Array.isArray(out.required) && out.properties && typeof out.properties === 'object') {
    const properties = out.properties as Json;
    out.required = out.required.filter((key: string) => {
      const property = properties[key];
      return !(typeof property === 'object' && property && Object.keys(property).length === 0);
    });
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex(isNullType);
    const other = anyOf[1 - nullAt] as Json | undefined;
    if (nullAt !== -1 && other && Object.keys(out).length === 1) {
      if (other.type === 'object' || other.type === 'array') return { ...other, nullable: true };
      if (typeof other.type === 'string') return { ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

function resolveSchema(maybeSchema: unknown): z.ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema as z.ZodType;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties as z.ZodType;
  throw new Error(`a response schema that is not zod: ${JSON.stringify(maybeSchema)}`);
}

export type CompiledResponse =
  | { kind: 'compiled'; serialize: (data: unknown) => string }
  | { kind: 'zod'; reason: string };

/** One schema's serializer: compiled when it can be, else the reason zod has to write it. */
export function compileResponse(schema: z.ZodType): CompiledResponse {
  try {
    const serialize = fastJson(
      responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0],
    );
    return { kind: 'compiled', serialize };
  } catch (error) {
    if (!(error instanceof UncompilableSchema)) throw error;
    return { kind: 'zod', reason: error.message };
  }
}

export interface ResponseSerializerOptions {
  /** Parse each answer with its zod schema too, and answer a mismatch with a 500. */
  verify: boolean;
  /**
   * Build each route's serializer at its first answer instead of when the route is compiled
   * (production): a start compiles nothing it does not serve yet, which was ≈ 0.65 s of a cold
   * start and the memory of every back-office schema in a shop process that never answers them.
   */
  lazy?: boolean;
  /** Told of each route that keeps zod's parse, and why (lazily: at its first answer). */
  onFallback?: (route: string, reason: string) => void;
}

/** Fastify's serializer compiler for zod response schemas (`app.setSerializerCompiler`). */
export function responseSerializerCompiler(
  options: ResponseSerializerOptions,
): FastifySerializerCompiler<unknown> {
  // Routes share schemas (a tile list, the envelope of nothing): each is compiled once.
  const compiled = new WeakMap<z.ZodType, CompiledResponse>();
  return (route) => {
    if (!options.lazy) return build(route);
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= build(route))(data);
  };

  function build({
    schema: maybeSchema,
    method,
    url,
  }: Parameters<FastifySerializerCompiler<unknown>>[0]): (data: unknown) => string {
    const schema = resolveSchema(maybeSchema);
    let entry = compiled.get(schema);
    if (!entry) {
      entry = compileResponse(schema);
      compiled.set(schema, entry);
    }
    const parse = (data: unknown) => {
      const checked = schema.safeParse(data);
      if (!checked.success) {
        throw new ResponseSerializationError(method, url, { cause: checked.error });
      }
      return checked.data;
    };
    if (entry.kind === 'zod') {
      options.onFallback?.(`${method} ${url}`, entry.reason);
      return (data: unknown) => JSON.stringify(parse(data));
    }
    const { serialize } = entry;
    if (!options.verify) return serialize;
    return (data: unknown) => {
      parse(data);
      return serialize(data);
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes (`METHOD url`) whose answers zod writes instead of a compiled serializer, and why. */
    zodWrittenResponses: ReadonlyMap<string, string>;
  }
}
