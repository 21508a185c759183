import fc from 'fast-check';
import {
  fitting,
  hostileJson,
  hostileString,
  hostileValue,
  type JsonSchema,
  type Operation,
  type Parameter,
} from './arbitraries';

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Raw JSON text, or undefined for no body. */
  payload?: string;
};

/** encodeURIComponent, except that a lone surrogate goes out as the bytes of one (invalid UTF-8). */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    }).join('');
  }
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** `name=v`, `name=a&name=b` for arrays, `name[k]=v` for objects (how qs-style clients send). */
function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(name, asText(item)));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).map(
      ([key, item]) => `${name}[${encodeLoose(key)}]=${encodeLoose(asText(item))}`,
    );
  return [`${encodeLoose(name)}=${encodeLoose(asText(value))}`];
}

/** A header value that could really arrive over HTTP (Node refuses control characters there). */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e]/g, '').slice(0, 8_000);

const paramsIn = (operation: Operation, place: string) =>
  operation.parameters.filter((parameter) => parameter.in === place);

/** Fitting values for a set of parameters (optional ones sometimes left out). */
const fittingParams = (parameters: Parameter[]) =>
  fc.record(
    Object.fromEntries(
      parameters.map((parameter) => [
        parameter.name,
        fitting(parameter.schema as JsonSchema, parameter.name),
      ]),
    ),
    { requiredKeys: parameters.filter((p) => p.required).map((p) => p.name) },
  );

/** Headers anyone can send: a forged session, a strange language, a chosen request id. */
const ambientHeaders = fc.record(
  {
    'accept-language': fc.oneof(fc.constantFrom('en', 'id', '*', 'en;q=x'), hostileString),
    cookie: hostileString.map(
      (value) => `kilau_session=${encodeLoose(value)}; lang=${encodeLoose(value)}`,
    ),
    authorization: hostileString.map((value) => `Bearer ${value}`),
    'x-request-id': hostileString,
    'idempotency-key': hostileString,
    origin: fc.constantFrom('http://evil.example', 'null', 'http://localhost'),
  },
  { requiredKeys: [] },
);

type Parts = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body: unknown;
  raw?: string;
};

/** Where one fault goes: a parameter, a body field, the whole body, or the ambient headers. */
type Fault =
  | { kind: 'none' }
  | { kind: 'set'; place: 'path' | 'query' | 'header' | 'body'; name: string; value: unknown }
  | { kind: 'drop'; name: string }
  | { kind: 'body'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'ambient'; headers: Record<string, string> };

type Slot = { place: 'path' | 'query' | 'header' | 'body'; name: string };

/** Every place a value goes: each parameter and each top-level body field. */
const slotsOf = (operation: Operation, hasBody: boolean): Slot[] => [
  ...operation.parameters
    .filter((p) => ['path', 'query', 'header'].includes(p.in))
    .map((p) => ({ place: p.in as 'path' | 'query' | 'header', name: p.name })),
  ...(hasBody
    ? Object.keys(operation.body?.properties ?? {}).map((name) => ({
        place: 'body' as const,
        name,
      }))
    : []),
];

function faultsFor(operation: Operation, hasBody: boolean): fc.Arbitrary<Fault> {
  const slots: Slot[] = [
    ...slotsOf(operation, hasBody),
    { place: 'query', name: 'x' },
    ...(hasBody ? [{ place: 'body' as const, name: '__proto__' }] : []),
  ];
  const bodyFields = Object.keys(operation.body?.properties ?? {});
  const options: Array<{ arbitrary: fc.Arbitrary<Fault>; weight: number }> = [
    { arbitrary: fc.constant({ kind: 'none' }), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...slots), hostileValue)
        .map(([slot, value]) => ({ kind: 'set', ...slot, value })),
      weight: 8,
    },
    { arbitrary: ambientHeaders.map((headers) => ({ kind: 'ambient', headers })), weight: 1 },
  ];
  if (hasBody) {
    options.push(
      { arbitrary: hostileJson.map((value) => ({ kind: 'body', value })), weight: 1 },
      {
        arbitrary: fc
          .constantFrom('{', '{"a":', '[1,', 'null', '"\\u0000"', '\u0000', '{"a":"\\ud800"}')
          .map((text) => ({ kind: 'raw', text })),
        weight: 1,
      },
    );
    if (bodyFields.length)
      options.push({
        arbitrary: fc.constantFrom(...bodyFields).map((name) => ({ kind: 'drop', name })),
        weight: 1,
      });
  }
  return fc.oneof(...options);
}

function applyFault(parts: Parts, fault: Fault): { parts: Parts; ambient: Record<string, string> } {
  switch (fault.kind) {
    case 'set':
      if (fault.place === 'body') {
        const body = parts.body && typeof parts.body === 'object' ? { ...parts.body } : {};
        Object.defineProperty(body, fault.name, { value: fault.value, enumerable: true });
        return { parts: { ...parts, body }, ambient: {} };
      }
      return {
        parts: { ...parts, [fault.place]: { ...parts[fault.place], [fault.name]: fault.value } },
        ambient: {},
      };
    case 'drop': {
      const body = { ...(parts.body as Record<string, unknown>) };
      delete body[fault.name];
      return { parts: { ...parts, body }, ambient: {} };
    }
    case 'body':
      return { parts: { ...parts, body: fault.value }, ambient: {} };
    case 'raw':
      return { parts: { ...parts, raw: fault.text }, ambient: {} };
    case 'ambient':
      return { parts, ambient: fault.headers };
    default:
      return { parts, ambient: {} };
  }
}

/**
 * One request for an operation: every value fitting the operation's schemas but one fault (a
 * hostile value in one place, a missing field, a broken body or forged headers), so the fault
 * gets past the other checks to the code behind them.
 */
export function requestFor(operation: Operation, signedIn: boolean): fc.Arbitrary<FuzzRequest> {
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method) && !!operation.body;
  return fc
    .record({
      path: fittingParams(paramsIn(operation, 'path')),
      query: fittingParams(paramsIn(operation, 'query')),
      header: fittingParams(paramsIn(operation, 'header')),
      body: hasBody ? fitting(operation.body) : fc.constant(undefined),
      fault: faultsFor(operation, hasBody),
    })
    .map(({ fault, ...fitted }) => {
      const { parts, ambient } = applyFault(fitted, fault);
      return toRequest(operation, parts, ambient, signedIn, hasBody);
    });
}

function toRequest(
  operation: Operation,
  parts: Parts,
  ambient: Record<string, string>,
  signedIn: boolean,
  hasBody: boolean,
): FuzzRequest {
  const url = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = asText(parts.path[name]);
    return name === '*' ? value.split('/').map(encodeLoose).join('/') : encodeLoose(value || 'x');
  });
  const pairs = Object.entries(parts.query).flatMap(([name, value]) => queryPairs(name, value));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...ambient, ...parts.header }))
    if (value !== undefined) headers[name] = headerSafe(asText(value));
  // Signed-in requests keep their session cookie: forged ones belong to the guest.
  if (signedIn) {
    delete headers.cookie;
    delete headers.authorization;
  }
  const payload = hasBody
    ? (parts.raw ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body)))
    : undefined;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return {
    method: operation.method,
    url: pairs.length ? `${url}?${pairs.join('&')}` : url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/** The faults every field gets, whatever the random pass draws (the attack run's findings). */
const KEY_VALUES: unknown[] = [
  'a\u0000b',
  '\u0001\u001f\u007f\u009f',
  '%_\\',
  '3000000000',
  '99999999999999999999',
  3_000_000_000,
  1e20,
  ['1', '\u0000'],
  { a: '\u0000' },
];

/**
 * The systematic pass: one fitting request, then each parameter and body field in turn set to
 * each key value, the rest left fitting.
 */
export function systematicRequests(
  operation: Operation,
  seed: number,
  signedIn: boolean,
): FuzzRequest[] {
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method) && !!operation.body;
  // Only what is required: an optional value that misses its pattern would answer 422 first.
  const required = (place: string) => paramsIn(operation, place).filter((p) => p.required);
  const body = operation.body && {
    ...operation.body,
    properties: Object.fromEntries(
      Object.entries(operation.body.properties ?? {}).filter(([name]) =>
        operation.body?.required?.includes(name),
      ),
    ),
  };
  const [base] = fc.sample(
    fc.record({
      path: fittingParams(required('path')),
      query: fittingParams(required('query')),
      header: fittingParams(required('header')),
      body: hasBody ? fitting(body) : fc.constant(undefined),
    }),
    { seed, numRuns: 1 },
  );
  if (!base) return [];
  const slots = slotsOf(operation, hasBody);
  const schemaOf = (slot: Slot): JsonSchema | undefined =>
    slot.place === 'body'
      ? operation.body?.properties?.[slot.name]
      : operation.parameters.find((p) => p.in === slot.place && p.name === slot.name)?.schema;
  /** Valid values alone, a number's own bounds included ('min_price' without 'max_price'). */
  const validAlone = (slot: Slot): unknown[] => {
    const schema = schemaOf(slot);
    const bounds = [schema?.minimum, schema?.maximum ?? 1_000_000].filter(
      (bound) => bound !== undefined && /integer|number/.test(JSON.stringify(schema?.type)),
    );
    return [...bounds, ...fc.sample(fitting(schema, slot.name), { seed, numRuns: 2 })];
  };
  return [
    toRequest(operation, base, {}, signedIn, hasBody),
    ...slots.flatMap((slot) =>
      [...validAlone(slot), ...KEY_VALUES].map((value) =>
        toRequest(
          operation,
          applyFault(base, { kind: 'set', ...slot, value }).parts,
          {},
          signedIn,
          hasBody,
        ),
      ),
    ),
  ];
}

/** A stable 32-bit seed per operation, so adding an operation never reshuffles the others. */
export function seedFor(base: number, key: string): number {
  let hash = base | 0;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/** The request as a replayable line for the failure report (bodies cut at 300 characters). */
export function describeRequest(request: FuzzRequest): string {
  const url =
    request.url.length > 300 ? `${request.url.slice(0, 300)}…(${request.url.length})` : request.url;
  const body =
    request.payload === undefined
      ? ''
      : ` body=${request.payload.length > 300 ? `${request.payload.slice(0, 300)}…(${request.payload.length})` : request.payload}`;
  const headers = Object.keys(request.headers).length
    ? ` headers=${JSON.stringify(request.headers).slice(0, 300)}`
    : '';
  return `${request.method} ${url}${headers}${body}`;
}
