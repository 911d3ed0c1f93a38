import { callPath } from "../../../../shared/paths/call-path.ts";
import { REGISTRATION_PATHS } from "../../../../shared/paths/registration.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const getRegistrationToken = (token: string) =>
  api(callPath(REGISTRATION_PATHS.validateToken, { token }), {
    schema: () => import("../../../../shared/registration.ts").then((module) => module.registrationTokenAnswerSchema),
  });

/** GET /api/register/validate-token/:token: the email and member type the link is for (404 when invalid). */
export function useRegistrationToken(token: string) {
  return useQuery({
    queryKey: ["registration-token", token],
    queryFn: () => getRegistrationToken(token),
    retry: false,
    staleTime: Infinity,
  });
}
