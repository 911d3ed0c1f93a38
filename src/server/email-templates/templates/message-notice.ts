import { commentExcerpt } from "../comment-notice.ts";
import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

/** A new message in one of her conversations (docs/product/conversations.md). */
export interface MessageNoticeData {
  authorName: string;
  conversationId: string;
  /** The message's text, quoted (shortened) in the email. */
  text: string;
}

/**
 * To each other participant of a conversation who chose new messages by email at once. The subject names nobody:
 * her archive lists her emails by subject, and holds nothing of another member's (docs/product/privacy.md).
 */
export function messageNoticeEmail(data: MessageNoticeData, context: EmailContext): RenderedEmail {
  return renderLayout(context, {
    subject: "You have a new message",
    preheader: `A new message from ${data.authorName}.`,
    heading: "A new message",
    blocks: [
      { type: "paragraph", text: `${data.authorName} wrote:` },
      { type: "quote", text: commentExcerpt(data.text) },
      {
        type: "button",
        label: "Read and answer",
        url: clubLink(context, `/messages/${segment(data.conversationId)}`),
      },
      {
        type: "small",
        text: `You receive these emails because new messages come to you by email. You can change that in Settings: ${clubLink(context, "/settings#notifications")}`,
      },
    ],
  });
}
