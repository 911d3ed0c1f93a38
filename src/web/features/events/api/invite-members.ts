import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { eventInviteSchema } from "../../../../shared/events.ts";
import { eventInviteAnswerSchema } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";

export type InviteRequest = z.input<typeof eventInviteSchema>;

/** Emails each chosen member a single-use invitation link (eventId, eventTitle, userIds). */
export const inviteMembers = (body: InviteRequest) =>
  api(EVENT_PATHS.invite, { method: "POST", body, schema: eventInviteAnswerSchema });

export function useInviteMembers() {
  return useMutation({ mutationFn: inviteMembers });
}
