import fc from "fast-check";

/** Generators of hostile input for the fuzz tests, and what each route's zod schema says it reads. */

const nested = (depth: number): unknown => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Strings that have broken parsers, databases and renderers before. */
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202eevil\u202c",
  "\u200f\u200e\u2066",
  "\ud800",
  "\udfff\ud800",
  "😀".repeat(500),
  "👩🏽‍💼",
  "x".repeat(100_001),
  "é".repeat(60_000),
  "-1",
  "0",
  "1e309",
  "NaN",
  "99999999999999999999999",
  "null",
  "true",
  "../../etc/passwd",
  "%00",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "__proto__",
  "2031-02-30",
  "25:99",
] as const;

export const hostileString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 10 }),
);

/**
 * Whole numbers at and past the limits of every column a number can reach (docs/product/limits.md#whole-numbers): `integer` and
 * `serial` (32 bits on PostgreSQL), `bigint` (the millisecond timestamps), JavaScript's safe integers, and just
 * beyond each. The fuzzer missed ids of 2^31 answering 500 on PostgreSQL because it drew `fc.integer()`, whose
 * default range is exactly -2^31 .. 2^31 - 1, and its only large constants (2^53 + 1, "99999999999999999999999",
 * "1e309") are past 2^53, where zod's `.int()` refuses them before any SQL runs: nothing ever fell between.
 */
const INTEGER_EDGES = [
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  1e10,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53) + 1,
  2 ** 63,
  8.64e15,
  -1,
  0,
  1.5,
] as const;
export const edgeInteger = fc.oneof(
  fc.constantFrom(...INTEGER_EDGES),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.maxSafeInteger(),
);
/** The same as text, for paths, query strings and forms, including the spellings `Number()` also reads. */
export const edgeIntegerText = fc.oneof(
  edgeInteger.map(String),
  fc.constantFrom(
    "1e10",
    "2147483648",
    "4294967296",
    "9007199254740991",
    "9223372036854775807",
    "9223372036854775808",
    "0x80000000",
    " 2147483648 ",
  ),
);

/** Any JSON value a client could send where a field is expected: wrong types, nulls, huge and deep values. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  edgeInteger,
  edgeIntegerText,
  fc.double({ noNaN: true }),
  fc.constantFrom(-1, 0, 2 ** 53 + 1, Number.MAX_VALUE, -0),
  fc.array(hostileString, { maxLength: 4 }),
  fc.array(fc.oneof(edgeInteger, edgeIntegerText), { minLength: 1, maxLength: 3 }),
  fc.constant(Array.from({ length: 20_000 }, () => "a")),
  fc.constant(nested(1000)),
  fc.dictionary(hostileString, fc.oneof(hostileString, fc.integer()), { maxKeys: 3 }),
);

/** Fields a member must never be able to slip into a payload. */
const PRIVILEGE_FIELDS = fc.record(
  {
    admin: fc.constant(true),
    type: fc.constant("Founding"),
    user_id: fc.constant(1),
    active: fc.constant(true),
    created_by: fc.constant(1),
    uploaded_by: fc.constant(1),
  },
  { requiredKeys: [] },
);

/** A hostile string, a number at a column's limit as text, or now and then a real id from the test data, so that checks past the first one are reached too. */
const slot = (real: string[]) =>
  real.length
    ? fc.oneof(hostileString, edgeIntegerText, fc.constantFrom(...real))
    : fc.oneof(hostileString, edgeIntegerText);

/** A body for a schema with these top-level keys: each key missing or hostile, plus privilege fields and junk keys; or not an object at all. */
export function hostileBody(keys: string[], real: string[] = []): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(keys.map((key) => [key, fc.oneof(hostileValue, slot(real))]));
  const object = fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      PRIVILEGE_FIELDS,
      fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
    )
    .map(([known, privileged, junk]) => ({ ...junk, ...privileged, ...known }));
  return fc.oneof({ weight: 4, arbitrary: object }, { weight: 1, arbitrary: hostileValue });
}

/** A query string over the schema's keys: values hostile, keys repeated (arrays) or unknown. */
export function hostileQuery(keys: string[], real: string[] = []): fc.Arbitrary<string> {
  const value = fc.oneof(slot(real), fc.array(hostileString, { minLength: 2, maxLength: 3 }));
  return fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 2 }),
    )
    .map(([known, junk]) => {
      const search = new URLSearchParams();
      for (const [key, v] of Object.entries({ ...junk, ...known }))
        for (const one of [v ?? ""].flat()) search.append(key.toWellFormed(), one.toWellFormed());
      return search.toString();
    });
}

/** The URL with every `:param` and `*` replaced by a hostile segment. */
export function hostilePath(url: string, real: string[] = []): fc.Arbitrary<string> {
  const slots = url.match(/:[A-Za-z]+|\*/g) ?? [];
  return fc.array(slot(real), { minLength: slots.length, maxLength: slots.length }).map((values) => {
    let index = 0;
    return url.replace(/:[A-Za-z]+|\*/g, () => encodeURIComponent(values[index++]!.toWellFormed()) || "%20");
  });
}

interface ZodLike {
  _zod?: {
    def: {
      type: string;
      shape?: Record<string, unknown>;
      left?: unknown;
      right?: unknown;
      in?: unknown;
      out?: unknown;
      innerType?: unknown;
      options?: unknown[];
    };
  };
}

/** The top-level field names a zod schema reads (through intersections, pipes, unions and optional wrappers). */
export function schemaKeys(schema: unknown): string[] {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def) return [];
  if (def.shape) return Object.keys(def.shape);
  const parts = [def.left, def.right, def.in, def.out, def.innerType, ...(def.options ?? [])].filter(Boolean);
  return [...new Set(parts.flatMap(schemaKeys))];
}

/** A JSON text nested `depth` levels deep, built as text (no recursion anywhere). */
export const deepJsonText = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

export { nested as nestedValue };
