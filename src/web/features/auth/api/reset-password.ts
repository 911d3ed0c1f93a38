import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

interface ResetRequest {
  token: string;
  newPassword: string;
}

/** POST /reset-password: plain text on success and on failure. */
export const resetPassword = (request: ResetRequest) =>
  api<string>("/reset-password", { method: "POST", body: request });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
