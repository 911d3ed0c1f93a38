import { REGISTRATION_PATHS } from "../../../../shared/paths/registration.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterRequest } from "../../../../shared/registration.ts";
import { api } from "../../../lib/api.ts";
import { authStatusKey } from "../../auth/index.ts";

/** POST /api/register: creates the account from the invitation link, and signs the new member in. */
export const register = (request: RegisterRequest) =>
  api(REGISTRATION_PATHS.register, {
    method: "POST",
    body: request,
    schema: () => import("../../../../shared/answers.ts").then((module) => module.okMessageSchema),
  });

/** On success the browser holds the new member's session: what was cached for the visitor is dropped, as at login. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async () => {
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: authStatusKey });
    },
  });
}
