import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface PasswordResetData {
  /** The secret of the reset link (valid 1 hour: docs/product/limits.md#token-lifetimes). */
  token: string;
  name: string;
}

export function passwordResetEmail({ token, name }: PasswordResetData, context: EmailContext): RenderedEmail {
  const url = clubLink(context, `/reset-password/${segment(token)}`);
  return renderLayout(context, {
    subject: `Reset your ${context.clubName} password`,
    preheader: "Choose a new password with the link inside. It expires in 1 hour.",
    heading: "Reset your password",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      { type: "paragraph", text: "Someone asked to reset the password of your account. Choose a new password here:" },
      { type: "button", label: "Choose a new password", url },
      {
        type: "small",
        text: "This link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.",
      },
    ],
  });
}
