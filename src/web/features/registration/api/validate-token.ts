import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const getRegistrationToken = (token: string) =>
  api(`/api/register/validate-token/${encodeURIComponent(token)}`, {
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
