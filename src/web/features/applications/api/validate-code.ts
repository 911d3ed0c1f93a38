import { APPLICATION_PATHS } from "../../../../shared/paths/applications.ts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/validate-code: step 1 of the wizard asks the server whether the code may be used. */
export const validateCode = (code: string) =>
  api(APPLICATION_PATHS.validateCode, {
    method: "POST",
    body: { code },
    schema: () => import("../../../../shared/invitation-codes.ts").then((module) => module.validateCodeResponseSchema),
  });

export function useValidateCode() {
  return useMutation({ mutationFn: validateCode });
}
