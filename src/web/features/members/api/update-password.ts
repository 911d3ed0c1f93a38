import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageSchema } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";
import { authStatusKey } from "../../auth/index.ts";

interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** POST /update-password: my other sessions end; a pending temporary password is cleared. */
export const updatePassword = (change: PasswordChange) =>
  api(MEMBER_PATHS.password, { method: "POST", body: change, schema: messageSchema });

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authStatusKey }),
  });
}
