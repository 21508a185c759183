// Request generators for the OpenAPI fuzz suite: from an operation's own JSON schemas, values
// that fit it (so requests get past the first check and reach the service and the database),
// mixed with hostile ones (wrong types, huge and control-character strings, out-of-range
// numbers, unicode, missing and extra fields).
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

export type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };

export type Operation = {
  method: string;
  /** The OpenAPI path (`/api/addresses/{id}`). */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
};

/** Strings a careless query, LIKE pattern or parser chokes on. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\u0007\u001b[31m',
  '\u0085\u009f',
  '\r\n',
  '\t',
  '%',
  '_',
  '%_\\',
  '\\',
  "'",
  '"',
  "'; drop table users; --",
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\uFEFF',
  '\u202Eabc',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗',
  '🧴💄👩🏽‍🔬',
  'ㅋㅋ 日本語 العربية',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '1e400',
  '0x1F',
  '-0',
  ' 1 ',
  '1.5',
  '99999999999999999999',
  '3000000000',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9223372036854775808',
  '2026-13-45',
  '0000-00-00',
  '2026-02-30T25:61:61Z',
];

const NASTY_NUMBERS = [
  0,
  -1,
  1,
  -0,
  0.5,
  -1.5,
  127,
  128,
  255,
  256,
  32_767,
  32_768,
  65_536,
  2_147_483_647,
  2_147_483_648,
  3_000_000_000,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e20,
  -1e20,
  1e308,
  5e-324,
];

const controlChar = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));

/** Text with control characters (NUL included) among ordinary letters. */
const controlString = fc
  .array(fc.oneof(controlChar, fc.constantFrom('a', 'Z', '1', ' ', '@', '.')), {
    minLength: 1,
    maxLength: 12,
  })
  .map((chars) => chars.join(''));

const hugeString = fc
  .tuple(
    fc.constantFrom('a', '%', '0', 'é', '🧴', '\u0000', ' '),
    fc.integer({ min: 1_000, max: 20_000 }),
  )
  .map(([char, count]) => char.repeat(count));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: controlString, weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  // Lone surrogates and everything else a UTF-16 string can hold.
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 3 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }), weight: 1 },
);

/** Any JSON value at all: what a client that ignores the schema sends. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: hostileNumber, weight: 3 },
  {
    arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[[]]], { '': null }),
    weight: 2,
  },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.array(hostileNumber, { maxLength: 3 }), weight: 1 },
  {
    arbitrary: fc.dictionary(
      fc.constantFrom('a', '__proto__', 'constructor', 'id', ''),
      hostileString,
      {
        maxKeys: 3,
      },
    ),
    weight: 1,
  },
);

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** Plausible text for a field, by its name (the schema's patterns are not generated). */
function plausibleText(name: string): fc.Arbitrary<string> | null {
  if (/e-?mail|recipient/i.test(name))
    return fc.constantFrom('member@example.com', 'a.b+c@example.co.id');
  if (/phone|contact/i.test(name)) return fc.constantFrom('081234567890', '6281234567890');
  if (/password/i.test(name)) return fc.constant('rahasia123');
  if (/zip/i.test(name)) return fc.constant('12345');
  if (/_(from|to)$|date|_at/i.test(name)) return fc.constantFrom('2026-01-01', '2025-12-31');
  if (/(^|_)ids?$|_id$|ids\]$|id\]$/i.test(name)) return fc.constantFrom('1', '2', '1,2', '7');
  if (/name|title|label/i.test(name)) return fc.constantFrom('Rumah', 'Budi Santoso', 'serum');
  if (/^q$|keyword|search/i.test(name))
    return fc.constantFrom('serum', 'lip', 'ser', 'sunscreen spf');
  return null;
}

/** Text matching a schema's pattern and length, where fast-check can generate the pattern. */
function matching(schema: JsonSchema): fc.Arbitrary<string> | null {
  try {
    const { minLength = 0, maxLength = 200 } = schema;
    return fc
      .stringMatching(new RegExp(schema.pattern ?? '', 'u'))
      .filter((text) => text.length >= minLength && text.length <= maxLength);
  } catch {
    return null;
  }
}

/** A value that fits the schema as well as a generator can (patterns are not honoured). */
export function fitting(
  schema: JsonSchema | undefined,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((s) => fitting(s, name, depth + 1)));
  if (schema.allOf?.length) return fitting(schema.allOf[0], name, depth + 1);
  const [type] = typesOf(schema).filter((t) => t !== 'null');
  switch (type) {
    case 'integer': {
      const min = Math.max(schema.minimum ?? 0, -Number.MAX_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
      return fc.oneof(
        fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 50), Math.max(min, 0)) }),
        fc.constantFrom(min, max),
      );
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const plausible = plausibleText(name) ?? (schema.pattern ? matching(schema) : null);
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
      const any = fc.oneof(
        fc.string({ minLength, maxLength }),
        fc.stringMatching(/^[a-z0-9-]{1,12}$/),
        fc.integer({ min: 1, max: 50 }).map(String),
      );
      return plausible
        ? fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: any, weight: 1 })
        : any;
    }
    case 'array':
      return fc.array(fitting(schema.items, name, depth + 1), { minLength: 1, maxLength: 3 });
    case 'object':
    default: {
      const properties = schema.properties ?? {};
      const names = Object.keys(properties);
      if (names.length === 0 && type !== 'object') return fc.constant(undefined);
      return fc.record(
        Object.fromEntries(names.map((key) => [key, fitting(properties[key], key, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((key) => names.includes(key)) },
      );
    }
  }
}

/** A hostile value for one field: strings, numbers or anything at all. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: hostileJson, weight: 1 },
);
