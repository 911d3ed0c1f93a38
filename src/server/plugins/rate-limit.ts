import { sql } from "kysely";
import { compiledOnce } from "../kernel/caches/compiled-once.ts";
import type { Db } from "../kernel/database/database.ts";
import { tooManyRequests } from "../kernel/http/errors.ts";

export interface Limit {
  /** The bucket's name, e.g. "login-ip:203.0.113.9". */
  bucket: string;
  max: number;
  windowMs: number;
  /** How many this call counts for (default 1): an invitation call counts each member it emails. */
  cost?: number;
}

/**
 * Counts a hit of some cost, starting the window over when it has passed; every limited request makes it, so it is
 * compiled once. Values: bucket, now, cost, expiredBefore, cost, cost, expiredBefore, now.
 */
const countHit = compiledOnce((db) =>
  db
    .insertInto("rate_limits")
    .values({ bucket: "", window_start: 0, hits: 1 })
    .onConflict((oc) =>
      oc.column("bucket").doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${0} then ${1} else rate_limits.hits + ${1} end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${0} then ${0} else rate_limits.window_start end`,
      }),
    )
    .returning(["hits", "window_start"]),
);

/**
 * Fixed-window counters kept in the database, so that several app instances share them (docs/product/limits.md#rate-limits).
 * Only this file writes the rate_limits table.
 */
export function createRateLimiter(db: Db) {
  async function hit({ bucket, max, windowMs, cost = 1 }: Limit, now = Date.now()) {
    const expiredBefore = now - windowMs;
    const [row] = await countHit(db, [bucket, now, cost, expiredBefore, cost, cost, expiredBefore, now]);
    if (!row) throw new Error(`rate_limits answered no row for "${bucket}"`);
    const retryAfterSeconds = Math.max(1, Math.ceil((row.window_start + windowMs - now) / 1000));
    return { allowed: row.hits <= max, retryAfterSeconds };
  }

  return {
    hit,
    /** Counts one attempt and throws 429 (with Retry-After) once the bucket is over its limit. */
    async enforce(limit: Limit) {
      const result = await hit(limit);
      if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    },
    /** The bucket's count in its current window, without counting a hit (0 once the window has passed). */
    async peek({ bucket, windowMs }: Limit, now = Date.now()) {
      const row = await db
        .selectFrom("rate_limits")
        .select(["hits", "window_start"])
        .where("bucket", "=", bucket)
        .executeTakeFirst();
      if (!row || row.window_start <= now - windowMs) return { hits: 0, windowStart: now, retryAfterSeconds: 0 };
      return {
        hits: row.hits,
        windowStart: row.window_start,
        retryAfterSeconds: Math.max(1, Math.ceil((row.window_start + windowMs - now) / 1000)),
      };
    },

    /**
     * Takes the next of a bucket's turns, `spacingMs` apart, shared by every instance: the row keeps the time of the
     * last turn given (its `window_start`); the next comes `spacingMs` after it, or now when that has passed. Answers
     * when the taken turn comes. One statement, so two instances never take the same turn.
     */
    async takeTurn(bucket: string, spacingMs: number, now = Date.now()): Promise<number> {
      const row = await db
        .insertInto("rate_limits")
        .values({ bucket, window_start: now, hits: 1 })
        .onConflict((oc) =>
          oc.column("bucket").doUpdateSet({
            window_start: sql<number>`case when rate_limits.window_start + ${spacingMs} > ${now} then rate_limits.window_start + ${spacingMs} else ${now} end`,
          }),
        )
        .returning("window_start")
        .executeTakeFirstOrThrow();
      return Number(row.window_start);
    },

    /** Forgets a bucket, as if it had never been hit. */
    async reset(bucket: string) {
      await db.deleteFrom("rate_limits").where("bucket", "=", bucket).execute();
    },

    async purgeExpired(olderThanMs: number, now = Date.now()) {
      await db
        .deleteFrom("rate_limits")
        .where("window_start", "<", now - olderThanMs)
        .execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
