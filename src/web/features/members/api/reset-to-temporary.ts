import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation } from "@tanstack/react-query";
import { temporaryPasswordAnswerSchema } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";
import { withStepUp } from "./with-step-up.ts";

/** PUT /api/users/:id/reset-password-to-temp: the server generates the password and answers it once. */
export const resetToTemporary = (userId: number) =>
  api(callPath(MEMBER_PATHS.temporaryPassword, { userId }), {
    method: "PUT",
    body: {},
    schema: temporaryPasswordAnswerSchema,
  });

/** Asks for a step-up when the server wants one. */
export function useResetToTemporary() {
  return useMutation({ mutationFn: (userId: number) => withStepUp(() => resetToTemporary(userId)) });
}
