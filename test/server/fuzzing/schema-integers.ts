import { INT32_MAX } from "../../../src/shared/integers.ts";

/** Reads a zod schema's definition to find the numbers it accepts beyond what a 32-bit column holds. */

interface Def {
  type: string;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  left?: ZodLike;
  right?: ZodLike;
  options?: ZodLike[];
  items?: ZodLike[];
  rest?: ZodLike | null;
  keyType?: ZodLike;
  valueType?: ZodLike;
  getter?: () => ZodLike;
  checks?: { _zod: { def: { check: string; format?: string; value?: number; inclusive?: boolean } } }[];
}
interface ZodLike {
  _zod?: { def: Def };
}

const INT32_MIN = -INT32_MAX - 1;

/** The range a number schema lets through, from its checks. */
function numberRange(def: Def): [number, number] {
  let [low, high] = [-Infinity, Infinity];
  for (const check of def.checks ?? []) {
    const { check: kind, value = NaN, inclusive = true, format } = check._zod.def;
    if (kind === "number_format" && format === "int32")
      [low, high] = [Math.max(low, INT32_MIN), Math.min(high, INT32_MAX)];
    if (kind === "number_format" && format === "uint32") [low, high] = [Math.max(low, 0), Math.min(high, 2 ** 32 - 1)];
    if (kind === "greater_than") low = Math.max(low, inclusive ? value : value + 1);
    if (kind === "less_than") high = Math.min(high, inclusive ? value : value - 1);
  }
  return [low, high];
}

/**
 * Where in the schema a number may fall outside -2^31 .. 2^31 - 1 (".userIds[]", ".id"); empty when every
 * number is bounded. Numbers are only ever ids, counts and offsets here: dates and times travel as text.
 */
export function unboundedIntegers(schema: unknown, at = "", seen = new Set<unknown>()): string[] {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const walk = (inner: ZodLike | null | undefined, path = at) => (inner ? unboundedIntegers(inner, path, seen) : []);
  switch (def.type) {
    case "number": {
      const [low, high] = numberRange(def);
      return low >= INT32_MIN && high <= INT32_MAX ? [] : [`${at || "."} (${low}..${high})`];
    }
    case "bigint":
      return [`${at || "."} (bigint)`];
    case "object":
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => walk(value, `${at}.${key}`));
    case "array":
      return walk(def.element, `${at}[]`);
    case "tuple":
      return [
        ...(def.items ?? []).flatMap((item, index) => walk(item, `${at}[${index}]`)),
        ...walk(def.rest, `${at}[]`),
      ];
    case "record":
      return [...walk(def.keyType, `${at}{key}`), ...walk(def.valueType, `${at}{}`)];
    case "lazy":
      return def.getter ? walk(def.getter()) : [];
    default:
      return [def.innerType, def.in, def.out, def.left, def.right, ...(def.options ?? [])].flatMap((inner) =>
        walk(inner),
      );
  }
}
