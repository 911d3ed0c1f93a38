import { useMutation } from "@tanstack/react-query";
import { secretLinkAnswerSchema } from "../../../../shared/members.ts";
import type { MailLogEntry } from "../../../../shared/mail-log.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { ADMIN_INVITATION_PATHS } from "../../../../shared/paths/admin-invitations.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";

/** Which new link an email that carries a secret can be replaced by: a reset for a member, a registration for an invitee. */
export function newLinkFor(entry: MailLogEntry): "reset" | "registration" | null {
  if (!entry.carries_secret) return null;
  if (entry.kind === "registration-invitation") return "registration";
  return entry.to.user_id === null ? null : "reset";
}

/** POST /api/users/:userId/reset-link or POST /api/admin/invitations/link: a new link, answered once (decision 36). */
const newSecretLink = (entry: MailLogEntry) =>
  newLinkFor(entry) === "registration"
    ? api(ADMIN_INVITATION_PATHS.newLink, {
        method: "POST",
        body: { email: entry.to.email },
        schema: secretLinkAnswerSchema,
      })
    : api(callPath(MEMBER_PATHS.resetLink, { userId: entry.to.user_id! }), {
        method: "POST",
        body: {},
        schema: secretLinkAnswerSchema,
      });

/** Asks for a step-up when the server wants one: members' dialog, loaded only then. */
export function useNewSecretLink() {
  return useMutation({
    mutationFn: (entry: MailLogEntry) =>
      newSecretLink(entry).catch(async (error: unknown) =>
        (await import("../../members/index.ts")).stepUpThenRetry(error, () => newSecretLink(entry)),
      ),
  });
}
