// One search across the club (docs/product/search.md): the query as it arrives, the words it is made of, and the
// grouped answer, whose matched words come as marked segments of plain text (never HTML).
import { z } from "zod";
import { SEARCH_TEXTS } from "./texts/search.ts";

export const SEARCH_PATHS = { search: "/api/search" } as const;

export const SEARCH_KINDS = ["events", "members", "photos", "stays", "comments", "messages"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_LIMITS = {
  queryMin: 2,
  queryMax: 200,
  /** Words beyond these are not searched. */
  wordsMax: 8,
  /** A word must have this many letters to be searched (a one-letter word would match half the club). */
  wordMin: 2,
  /** Results per group when every kind is searched, and the most one page may ask for. */
  perGroup: 5,
  limitMax: 50,
  /** How deep the pages of one kind go. */
  offsetMax: 1000,
} as const;

/** A word as the index folds it: lower case, accents removed ("Zoë" → "zoe"). */
export const foldWord = (word: string) =>
  word
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct words of a query, folded, in order, of two letters or more: quotes, operators and punctuation are dropped. */
export function searchWords(query: string): string[] {
  const words = (foldWord(query).match(WORD) ?? []).filter((word) => word.length >= SEARCH_LIMITS.wordMin);
  return [...new Set(words)].slice(0, SEARCH_LIMITS.wordsMax);
}

/** The text's words and what lies between them, each word with its folded form (for marking matched words). */
export function splitWords(text: string): { text: string; word: string | null }[] {
  const whole = text.normalize("NFC");
  const parts: { text: string; word: string | null }[] = [];
  let last = 0;
  for (const match of whole.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    if (match.index > last) parts.push({ text: whole.slice(last, match.index), word: null });
    parts.push({ text: match[0], word: foldWord(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < whole.length) parts.push({ text: whole.slice(last), word: null });
  return parts;
}

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_LIMITS.queryMin, SEARCH_TEXTS.tooShort)
    .max(SEARCH_LIMITS.queryMax, SEARCH_TEXTS.tooLong(SEARCH_LIMITS.queryMax))
    .refine((q) => searchWords(q).length > 0, SEARCH_TEXTS.noWords),
  kind: z.enum(SEARCH_KINDS, SEARCH_TEXTS.badKind).optional(),
  limit: z.coerce
    .number(SEARCH_TEXTS.badLimit)
    .int(SEARCH_TEXTS.badLimit)
    .min(1, SEARCH_TEXTS.badLimit)
    .max(SEARCH_LIMITS.limitMax, SEARCH_TEXTS.badLimit)
    .optional(),
  cursor: z
    .string()
    .regex(/^\d{1,4}$/, SEARCH_TEXTS.badCursor)
    .refine((cursor) => Number(cursor) <= SEARCH_LIMITS.offsetMax, SEARCH_TEXTS.badCursor)
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A piece of text; `match` when it is one of the words searched for (or a word it was taken to mean). */
export const segmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type Segment = z.infer<typeof segmentSchema>;

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.array(segmentSchema),
  /** A second line, plain: an event's town, a photo's event, a home's town and region, a comment's or a message's author. */
  detail: z.string().nullable(),
  snippet: z.array(segmentSchema),
  /** Where the web app shows it. */
  path: z.string(),
  /** The moment it is ranked by for recency (an event's start, a photo's upload…), ISO 8601. */
  at: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** How many things of this kind she may see match. */
  total: z.number().int(),
  results: z.array(searchResultSchema),
  /** The next page of this kind (ask again with `kind` and `cursor`), or null. */
  next_cursor: z.string().nullable(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchAnswerSchema = z.object({
  query: z.string(),
  /** The words searched for, folded. */
  words: z.array(z.string()),
  groups: z.array(searchGroupSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
