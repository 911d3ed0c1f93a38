import { z } from "zod";

/**
 * Whole numbers the server reads, bounded by the column they end up compared with (docs/product/limits.md#whole-numbers). Ids are
 * `integer` / `serial` columns: 32 bits on PostgreSQL, which fails the whole statement (SQLSTATE 22003) on a
 * larger parameter, where SQLite would just find nothing. zod's `.int()` alone allows up to 2^53 - 1, so every
 * integer a request carries goes through one of these; `integer-limits.test.ts` checks that no route reads
 * an integer without them.
 */
export const INT32_MAX = 2_147_483_647;

const ID_TEXT = "Not a valid id.";

/** A row id in a JSON body: 1 to 2^31 - 1. */
export const idInt = () => z.number().int(ID_TEXT).min(1, ID_TEXT).max(INT32_MAX, ID_TEXT);

/** A row id in a path, a query string or a form field ("12"): the same range. */
export const idParam = () => z.coerce.number(ID_TEXT).int(ID_TEXT).min(1, ID_TEXT).max(INT32_MAX, ID_TEXT);

/** A count or an offset in a query string: 0 (or `min`) to 2^31 - 1 unless a smaller `max` is given. */
export const countParam = (min = 0, max = INT32_MAX) => z.coerce.number().int().min(min).max(Math.min(max, INT32_MAX));

/** A count in a JSON body, `min` to `max` (at most 2^31 - 1). */
export const countInt = (min: number, max: number) => z.number().int().min(min).max(Math.min(max, INT32_MAX));
