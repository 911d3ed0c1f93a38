import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

/** The messages of one conversation gathered over an hour after the first was emailed (decision 0071). */
export interface MessagesGatheredData {
  count: number;
  /** Who wrote the last of them. */
  authorName: string;
  conversationId: string;
}

/**
 * "3 new messages from Ada Byron": one email for the messages that followed the first within the hour. Like a single
 * message's email, its subject names nobody (her archive lists her emails by subject: docs/product/privacy.md).
 */
export function messagesGatheredEmail(data: MessagesGatheredData, context: EmailContext): RenderedEmail {
  const words = data.count === 1 ? "1 new message" : `${data.count} new messages`;
  return renderLayout(context, {
    subject: `You have ${words}`,
    preheader: `${words} from ${data.authorName}.`,
    heading: "New messages",
    blocks: [
      { type: "paragraph", text: `${words} from ${data.authorName} since our last email.` },
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
