import { clubLink, segment, type EmailContext } from "../context.ts";
import { settingsNote } from "../comment-notice.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

/** The comments on one of her things gathered over an hour after the first was emailed (decision 0046). */
export interface CommentsGatheredData {
  count: number;
  target: { kind: "event" | "image"; id: string; title: string };
}

const titleOf = (target: CommentsGatheredData["target"]) =>
  target.title.trim() || (target.kind === "event" ? "your event" : "your photo");

/** "12 new comments on Autumn Salon Dinner": one email for the comments that followed the first within the hour. */
export function commentsGatheredEmail(data: CommentsGatheredData, context: EmailContext): RenderedEmail {
  const what = titleOf(data.target);
  const words = data.count === 1 ? "1 new comment" : `${data.count} new comments`;
  const url =
    data.target.kind === "event"
      ? clubLink(context, `/events/${segment(data.target.id)}?tab=notes`)
      : clubLink(context, `/gallery?image=${segment(data.target.id)}`);
  return renderLayout(context, {
    subject: `${words} on ${what}`,
    preheader: `${words} on ${what} in the last hour.`,
    heading: "New comments",
    blocks: [
      { type: "paragraph", text: `${words} on ${what} since our last email.` },
      { type: "button", label: "Read the comments", url },
      { type: "small", text: settingsNote(context) },
    ],
  });
}
