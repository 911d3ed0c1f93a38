import { splitWords, type SearchKind, type SearchResult, type Segment } from "../../../shared/search.ts";
import type { FieldRow } from "./repository.ts";
import type { ListedRow } from "./listed.ts";
import { TITLE_FIELDS } from "./words.ts";

const SNIPPET_CHARS = 180;
const BEFORE_CHARS = 40;

/** A text as segments, each matched word marked; neighbouring unmatched pieces joined. */
export function segments(text: string, matches: (folded: string) => boolean): Segment[] {
  const out: Segment[] = [];
  for (const part of splitWords(text)) {
    const match = part.word !== null && matches(part.word);
    const last = out[out.length - 1];
    if (last && !last.match && !match) last.text += part.text;
    else out.push({ text: part.text, match });
  }
  return out;
}

const countMatched = (parts: Segment[]) => parts.filter((p) => p.match).length;

/** The piece of a field around its first matched word, at most SNIPPET_CHARS long, cut at word boundaries. */
function window(parts: Segment[]): Segment[] {
  const whole = parts.map((p) => p.text).join("");
  if (whole.length <= SNIPPET_CHARS) return parts;
  let offset = 0;
  let firstMatch = 0;
  for (const part of parts) {
    if (part.match) {
      firstMatch = offset;
      break;
    }
    offset += part.text.length;
  }
  let start = Math.max(0, firstMatch - BEFORE_CHARS);
  const space = whole.lastIndexOf(" ", start);
  if (start > 0 && space > 0 && start - space < 20) start = space + 1;
  const end = Math.min(whole.length, start + SNIPPET_CHARS);
  const cut: Segment[] = [];
  let at = 0;
  for (const part of parts) {
    const from = Math.max(start, at);
    const to = Math.min(end, at + part.text.length);
    if (from < to) cut.push({ text: part.text.slice(from - at, to - at), match: part.match });
    at += part.text.length;
  }
  if (start > 0) cut.unshift({ text: "…", match: false });
  if (end < whole.length) cut.push({ text: "…", match: false });
  return cut;
}

/** The snippet: the field (not the title) with the most matched words, or the first such field. */
function snippet(fields: FieldRow[], matches: (folded: string) => boolean): Segment[] {
  let best: Segment[] = [];
  for (const field of fields) {
    if (TITLE_FIELDS.includes(field.field)) continue;
    const text = field.field === "interests" ? listText(field.body) : field.body;
    const parts = segments(text.replace(/\s+/g, " ").trim(), matches);
    if (best.length === 0 || countMatched(parts) > countMatched(best)) best = parts;
  }
  return best.length ? window(best) : [];
}

/** A stored JSON list of words ("interests") as the words themselves. */
function listText(body: string): string {
  try {
    const list: unknown = JSON.parse(body);
    if (Array.isArray(list)) return list.filter((item) => typeof item === "string").join(", ");
  } catch {
    // Not a list: shown as it is.
  }
  return body;
}

function pathOf(kind: SearchKind, row: ListedRow): string {
  const id = encodeURIComponent(row.id);
  switch (kind) {
    case "events":
      return `/events/${id}`;
    case "photos":
      return `/gallery?image=${id}`;
    case "members":
      return `/members/${id}`;
    case "stays":
      return `/stays/${id}`;
    case "comments":
      return row.target_event !== null
        ? `/events/${encodeURIComponent(row.target_event)}?tab=notes#comment-${id}`
        : `/gallery?image=${encodeURIComponent(row.target_image ?? "")}#comment-${id}`;
    case "messages":
      return `/messages/${encodeURIComponent(row.target_conversation ?? "")}#message-${id}`;
  }
}

export function toSearchResult(
  kind: SearchKind,
  row: ListedRow,
  fields: FieldRow[],
  matches: (folded: string) => boolean,
): SearchResult {
  return {
    kind,
    id: row.id,
    title: segments(row.title, matches),
    detail: row.detail?.trim().replace(/^,\s*|,\s*$/g, "") || null,
    snippet: snippet(fields, matches),
    path: pathOf(kind, row),
    at: new Date(row.at).toISOString(),
  };
}
