import type { RouteRateLimit } from "../../kernel/http/route-table.ts";

/**
 * A comment may email the members it names and the author of what it is on: a member posts at most this often, by
 * every way of commenting (the web's two routes, a reply by email).
 */
export const commentPostingLimits = (authorId: number): RouteRateLimit[] => [
  { bucket: `comment-member:${authorId}`, max: 10, windowMs: 60_000 },
  { bucket: `comment-member-hour:${authorId}`, max: 60, windowMs: 60 * 60_000 },
];
