import type { EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface ApplicationReceivedData {
  name: string;
}

export function applicationReceivedEmail({ name }: ApplicationReceivedData, context: EmailContext): RenderedEmail {
  return renderLayout(context, {
    subject: `We received your application to ${context.clubName}`,
    preheader: "Thank you for applying. We will be in touch.",
    heading: "Thank you for applying",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      {
        type: "paragraph",
        text: `We have received your application to ${context.clubName}. Our membership committee reviews every application personally, and we will write to you at this address once a decision has been made.`,
      },
      { type: "small", text: "If you did not apply, you can ignore this email." },
    ],
  });
}
