import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { managedUserSchema } from "../../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../../shared/paths/members.ts";
import { api } from "../../../lib/api.ts";

export const usersKey = ["users"] as const;

export const getUsers = () => api(MEMBER_PATHS.list, { schema: z.array(managedUserSchema) });

/** GET /api/users (admins): every member with email, type, admin flag and whether active. */
export function useUsers() {
  return useQuery({ queryKey: usersKey, queryFn: getUsers });
}
