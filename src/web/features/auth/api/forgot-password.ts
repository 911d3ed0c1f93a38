import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /forgot-password: answers plain text, the same whether or not the email is a member's. */
export const forgotPassword = (email: string) => api<string>("/forgot-password", { method: "POST", body: { email } });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
