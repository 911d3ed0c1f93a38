import { REGISTRATION_PATHS } from "../../../../shared/paths/registration.ts";
import { useMutation } from "@tanstack/react-query";
import type { RegisterRequest } from "../../../../shared/registration.ts";
import { api } from "../../../lib/api.ts";

/** POST /api/register: creates the account from the invitation link. */
export const register = (request: RegisterRequest) =>
  api(REGISTRATION_PATHS.register, {
    method: "POST",
    body: request,
    schema: () => import("../../../../shared/answers.ts").then((module) => module.okMessageSchema),
  });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
