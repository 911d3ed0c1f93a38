import type { EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

/** Sent instead of a second application while one is pending (docs/product/data.md#applications-and-invitation-codes). */
export interface ApplicationUnderReviewData {
  name: string;
}

export function applicationUnderReviewEmail(
  { name }: ApplicationUnderReviewData,
  context: EmailContext,
): RenderedEmail {
  return renderLayout(context, {
    subject: `Your application to ${context.clubName} is being reviewed`,
    preheader: "Your application is already with our membership committee.",
    heading: "Your application is being reviewed",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      {
        type: "paragraph",
        text: `We received a new application to ${context.clubName} for this email address. An application from this address is already being reviewed, so there is nothing more you need to do: we will write to you here once a decision has been made.`,
      },
      { type: "small", text: "If you did not apply, you can ignore this email." },
    ],
  });
}
