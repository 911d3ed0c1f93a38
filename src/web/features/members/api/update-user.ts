import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { currentUserSchema, messageSchema, type updateUserRequestSchema } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";
import { authStatusKey } from "../../auth/index.ts";

const answerSchema = messageSchema.extend({ user: currentUserSchema });

/** POST /update-user: my name, and for admins my type (the unchanged value is accepted from anyone). */
export const updateUser = (request: z.input<typeof updateUserRequestSchema>) =>
  api(MEMBER_PATHS.details, { method: "POST", body: request, schema: answerSchema });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authStatusKey }),
  });
}
