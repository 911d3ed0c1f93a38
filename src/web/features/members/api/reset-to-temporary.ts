import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation } from "@tanstack/react-query";
import { temporaryPasswordAnswerSchema } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";
import { noStepUp, type StepUpGuard } from "../lib/use-step-up.tsx";

/** PUT /api/users/:id/reset-password-to-temp: the server generates the password and answers it once. */
export const resetToTemporary = (userId: number) =>
  api(callPath(MEMBER_PATHS.temporaryPassword, { userId }), {
    method: "PUT",
    body: {},
    schema: temporaryPasswordAnswerSchema,
  });

/** `guard` asks for a step-up when the server wants one. */
export function useResetToTemporary(guard: StepUpGuard = noStepUp) {
  return useMutation({ mutationFn: (userId: number) => guard(() => resetToTemporary(userId)) });
}
