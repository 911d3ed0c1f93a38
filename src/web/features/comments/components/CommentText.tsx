import { Fragment } from "react";
import { mentionRanges, type CommentMention } from "../../../../shared/mentions.ts";

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

type Piece = { kind: "text" | "link" | "mention"; start: number; end: number };

/** The text cut into plain runs, web links and mentions; a mention inside a link stays part of the link. */
function pieces(text: string, mentions: readonly CommentMention[]): Piece[] {
  const links: Piece[] = [...text.matchAll(URL_PATTERN)].map((m) => ({
    kind: "link",
    start: m.index,
    end: m.index + m[0].length,
  }));
  const named: Piece[] = mentionRanges(text, mentions)
    .filter((range) => !links.some((link) => range.start < link.end && link.start < range.end))
    .map((range) => ({ kind: "mention", start: range.start, end: range.end }));
  const marked = [...links, ...named].sort((a, b) => a.start - b.start);
  const all: Piece[] = [];
  let last = 0;
  for (const piece of marked) {
    if (piece.start > last) all.push({ kind: "text", start: last, end: piece.start });
    all.push(piece);
    last = piece.end;
  }
  if (last < text.length) all.push({ kind: "text", start: last, end: text.length });
  return all;
}

/**
 * A comment's text, never HTML (docs/product/data.md#private-data-in-answers): web links become links that open in a new tab without handing the
 * page to it (http and https only), and the "@Name" of each member it mentions is set apart.
 */
export function CommentText({ text, mentions }: { text: string; mentions: readonly CommentMention[] }) {
  return (
    <>
      {pieces(text, mentions).map(({ kind, start, end }) => {
        const part = text.slice(start, end);
        if (kind === "link") {
          return (
            <a key={start} href={part} target="_blank" rel="noopener noreferrer nofollow ugc">
              {part}
            </a>
          );
        }
        if (kind === "mention") {
          return (
            <span key={start} className="comment__mention">
              {part}
            </span>
          );
        }
        return <Fragment key={start}>{part}</Fragment>;
      })}
    </>
  );
}
