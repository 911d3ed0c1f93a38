import { callPath } from "../../../../shared/paths/call-path.ts";
import { AUTH_PATHS } from "../../../../shared/paths/auth.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { memberSessionsSchema } from "../../../../shared/security.ts";
import { messageSchema } from "../../../../shared/members.ts";
import { api } from "../../../lib/api.ts";

export const sessionsKey = ["me", "sessions"] as const;

/** GET /api/me/sessions: where I am signed in. */
export function useMySessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: () => api(AUTH_PATHS.sessions, { schema: memberSessionsSchema }),
  });
}

/** DELETE /api/me/sessions/:id, or every other session without an id. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      api(id ? callPath(AUTH_PATHS.session, { id }) : AUTH_PATHS.sessions, {
        method: "DELETE",
        schema: messageSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
