import { callPath } from "../../../../shared/paths/call-path.ts";
import { useQuery } from "@tanstack/react-query";
import { acceptedInvitationSchema } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";

/** Accepts the invitation for the logged-in invitee and joins the event (the one state change on GET: docs/product/http.md#csrf). */
export const acceptInvitation = (token: string) =>
  api(callPath(EVENT_PATHS.acceptInvitation, { token }), { schema: acceptedInvitationSchema });

/** Runs once per token: the token is single-use, so it is never retried or refetched. */
export function useAcceptInvitation(token: string) {
  return useQuery({
    queryKey: ["events", "invitation", token],
    queryFn: () => acceptInvitation(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
