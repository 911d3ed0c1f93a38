import { commentLink, quoteBlock, settingsNote, targetName, type CommentNoticeData } from "../comment-notice.ts";
import type { EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export type CommentOnYoursData = CommentNoticeData;

/** To the creator of an event or the member who shared a photo, when someone else comments on it (docs/product/emails.md#comment-notifications). */
export function commentOnYoursEmail(data: CommentOnYoursData, context: EmailContext): RenderedEmail {
  const what = targetName(data.target, "your");
  return renderLayout(context, {
    subject: `${data.authorName} commented on ${what}`,
    preheader: `A new comment on ${what}.`,
    heading: "A new comment",
    blocks: [
      { type: "paragraph", text: `${data.authorName} commented on ${what}${data.content === null ? "." : ":"}` },
      quoteBlock(data),
      { type: "button", label: "Read the comment", url: commentLink(context, data) },
      { type: "small", text: settingsNote(context) },
    ],
  });
}
