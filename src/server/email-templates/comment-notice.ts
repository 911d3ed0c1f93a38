import { clubLink, segment, type EmailContext } from "./context.ts";

/** What the two comment emails (a mention, a comment on one's own event or photo) are built from. */
export interface CommentNoticeData {
  authorName: string;
  commentId: number;
  target: { kind: "event" | "image"; id: string; title: string };
  /**
   * The comment's text, quoted (shortened) in the email; null when it may not be quoted outside its thread (said at a
   * confidential gathering: can.comment.quoteOutside, decision 0059).
   */
  content: string | null;
}

/** What is said at a confidential gathering stays there: the email says so in place of the quote. */
export const UNQUOTED = "What is said at a confidential gathering stays there: read it at the club.";

/** The quote of the comment, or the line that stands for it when it may not leave the room. */
export const quoteBlock = (data: CommentNoticeData) =>
  data.content === null
    ? ({ type: "paragraph", text: UNQUOTED } as const)
    : ({ type: "quote", text: commentExcerpt(data.content) } as const);

const EXCERPT_CHARACTERS = 600;
const EXCERPT_LINES = 8;

/** The page that shows the comment, opened at it: the event's Notes and Comments tab, or the photo's detail view. */
export function commentLink(context: EmailContext, { target, commentId }: CommentNoticeData): string {
  const anchor = `#comment-${commentId}`;
  return target.kind === "event"
    ? clubLink(context, `/events/${segment(target.id)}?tab=notes${anchor}`)
    : clubLink(context, `/gallery?image=${segment(target.id)}${anchor}`);
}

/** The comment as quoted: at most a few lines, cut at a word with an ellipsis. */
export function commentExcerpt(content: string): string {
  const lines = content.split(/\r?\n/).filter((line) => line.trim() !== "");
  let text = lines.slice(0, EXCERPT_LINES).join("\n");
  const cut = text.length > EXCERPT_CHARACTERS || lines.length > EXCERPT_LINES;
  if (text.length > EXCERPT_CHARACTERS) text = text.slice(0, EXCERPT_CHARACTERS).replace(/\s+\S*$/, "");
  return cut ? `${text}…` : text;
}

/** "the event “Opera night”", "your photo “Terrace”", or "a photo in the gallery" when it has no title. */
export function targetName(target: CommentNoticeData["target"], owner: "the" | "your"): string {
  const noun = target.kind === "event" ? "event" : "photo";
  const title = target.title.trim();
  if (title === "") return owner === "your" ? `your ${noun}` : `a ${noun} in the gallery`;
  return `${owner} ${noun} “${title}”`;
}

export const settingsNote = (context: EmailContext) =>
  `You receive these emails because comment notifications are on. You can turn them off in Settings: ${clubLink(context, "/settings")}`;
