import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation } from "@tanstack/react-query";
import { temporaryPasswordAnswerSchema } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";

/** PUT /api/users/:id/reset-password-to-temp: the server generates the password and answers it once. */
export const resetToTemporary = (userId: number) =>
  api(callPath(MEMBER_PATHS.temporaryPassword, { userId }), {
    method: "PUT",
    body: {},
    schema: temporaryPasswordAnswerSchema,
  });

export function useResetToTemporary() {
  return useMutation({ mutationFn: resetToTemporary });
}
