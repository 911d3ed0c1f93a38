import type { RouteRateLimit } from "../../kernel/http/route-table.ts";

/** Against spam (docs/product/limits.md): conversations started and messages written per member. */
const STARTS_PER_MEMBER = { max: 20, windowMs: 60 * 60_000 };
const MESSAGES_PER_MEMBER = { max: 60, windowMs: 10 * 60_000 };

/** What starting a conversation counts against, by every way of starting one. */
export const startLimits = (userId: number): RouteRateLimit[] => [
  { bucket: `conversation-start:${userId}`, ...STARTS_PER_MEMBER },
];

/** What writing a message counts against, by every way of writing one (the web, a reply by email). */
export const messageLimits = (userId: number): RouteRateLimit[] => [
  { bucket: `message:${userId}`, ...MESSAGES_PER_MEMBER },
];
