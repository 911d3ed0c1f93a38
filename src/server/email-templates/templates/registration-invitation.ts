import type { MemberType } from "../../../shared/members.ts";
import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface RegistrationInvitationData {
  /** The secret of the registration link (valid 7 days: docs/product/limits.md#token-lifetimes). */
  token: string;
  memberType: MemberType;
  name?: string | undefined;
}

export function registrationInvitationEmail(
  { token, memberType, name }: RegistrationInvitationData,
  context: EmailContext,
): RenderedEmail {
  const url = clubLink(context, `/register/${segment(token)}`);
  return renderLayout(context, {
    subject: `Your invitation to join ${context.clubName}`,
    preheader: `You are invited to become a ${memberType} member.`,
    heading: `Welcome to ${context.clubName}`,
    blocks: [
      { type: "paragraph", text: name ? `Dear ${name},` : "Hello," },
      {
        type: "paragraph",
        text: `You are invited to join ${context.clubName} as a ${memberType} member. Choose your name and password to complete your registration.`,
      },
      { type: "button", label: "Complete your registration", url },
      { type: "small", text: "This link works once and expires in 7 days." },
    ],
  });
}
