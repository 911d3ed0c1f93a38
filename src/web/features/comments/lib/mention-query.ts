/** The "@…" a member is typing just before the caret: where its "@" stands and the words after it. */
export interface MentionQuery {
  start: number;
  query: string;
}

const MAX_QUERY_LENGTH = 40;
const MAX_QUERY_WORDS = 4;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;
// Names hold letters, spaces, hyphens, apostrophes and periods, and start with a letter.
const NAME_SO_FAR = /^\p{L}[\p{L}\p{M}'’.\- ]*$/u;

/**
 * The mention being typed at the caret, or null: "@" at the start or after a non-word character (so an email
 * address is not one), then up to four words of a name. Spaces are allowed because full names have them.
 */
export function activeMention(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf("@");
  if (start === -1 || (start > 0 && WORD_CHARACTER.test(before[start - 1]!))) return null;
  const query = before.slice(start + 1);
  if (query.length > MAX_QUERY_LENGTH || !NAME_SO_FAR.test(query) || /\s\s/.test(query)) return null;
  if (query.trim().split(" ").length > MAX_QUERY_WORDS) return null;
  return { start, query };
}

/** Replaces the "@query" before the caret with "@Full Name " and answers the new text and where the caret goes. */
export function insertMention(
  text: string,
  mention: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const after = text.slice(caret);
  const inserted = `@${name}${after.startsWith(" ") ? "" : " "}`;
  const next = text.slice(0, mention.start) + inserted + after;
  const position = mention.start + inserted.length + (after.startsWith(" ") ? 1 : 0);
  return { text: next, caret: position };
}
