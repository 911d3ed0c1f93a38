import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  inviteRightSchema,
  inviteTreeSchema,
  memberInvitationSchema,
  myInvitationsSchema,
  type CreateMemberInvitation,
} from "../../../../shared/invitation-codes.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { INVITATION_CODE_PATHS } from "../../../../shared/paths/invitation-codes.ts";
import { api } from "../../../lib/api.ts";

export const myInvitationsKey = ["me", "invitations"] as const;
export const inviteTreeKey = ["admin", "invite-tree"] as const;

/** GET /api/me/invitations: her invitations, and whether she may invite now. */
export function useMyInvitations() {
  return useQuery({
    queryKey: myInvitationsKey,
    queryFn: () => api(INVITATION_CODE_PATHS.mine, { schema: myInvitationsSchema }),
  });
}

/** POST /api/me/invitations: her friend is emailed a personal link. */
export function useInviteFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMemberInvitation) =>
      api(INVITATION_CODE_PATHS.mine, { method: "POST", body, schema: memberInvitationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInvitationsKey }),
  });
}

/** DELETE /api/me/invitations/:code: the link stops working at once. */
export function useRevokeMyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api(callPath(INVITATION_CODE_PATHS.mineOne, { code }), { method: "DELETE", schema: memberInvitationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInvitationsKey }),
  });
}

/** GET /api/admin/invite-tree: who invited whom. */
export function useInviteTree() {
  return useQuery({
    queryKey: inviteTreeKey,
    queryFn: () => api(INVITATION_CODE_PATHS.inviteTree, { schema: inviteTreeSchema }),
  });
}

/** PUT /api/admin/invite-rights/:userId: pause a member's invitations, or let her invite again. */
export function useSetInviteRight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, mayInvite }: { userId: number; mayInvite: boolean }) =>
      api(callPath(INVITATION_CODE_PATHS.inviteRight, { userId }), {
        method: "PUT",
        body: { mayInvite },
        schema: inviteRightSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteTreeKey }),
  });
}
