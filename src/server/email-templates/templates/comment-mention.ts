import { commentLink, quoteBlock, settingsNote, targetName, type CommentNoticeData } from "../comment-notice.ts";
import type { EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export type CommentMentionData = CommentNoticeData;

/** To a member named as "@Name" in a comment (docs/product/emails.md#comment-notifications). */
export function commentMentionEmail(data: CommentMentionData, context: EmailContext): RenderedEmail {
  const where = targetName(data.target, "the");
  return renderLayout(context, {
    subject: `${data.authorName} mentioned you in a comment`,
    preheader: `${data.authorName} mentioned you in a comment on ${where}.`,
    heading: "You were mentioned",
    blocks: [
      {
        type: "paragraph",
        text: `${data.authorName} mentioned you in a comment on ${where}${data.content === null ? "." : ":"}`,
      },
      quoteBlock(data),
      { type: "button", label: "Read the comment", url: commentLink(context, data) },
      { type: "small", text: settingsNote(context) },
    ],
  });
}
