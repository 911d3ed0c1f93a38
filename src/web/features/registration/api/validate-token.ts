import { REGISTRATION_PATHS } from "../../../../shared/paths/registration.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const getRegistrationToken = (token: string) =>
  // Filled by hand, not with callPath: a public page under the bundle budget (decision 23) that fills one parameter.
  api(REGISTRATION_PATHS.validateToken.replace(":token", encodeURIComponent(token)), {
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
