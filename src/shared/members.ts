import { z } from "zod";
import { LIMITS, MEMBER_TYPES } from "./member-limits.ts";

export { LIMITS, MEMBER_TYPES, type MemberType } from "./member-limits.ts";
export const memberTypeSchema = z.enum(MEMBER_TYPES);

export const emailSchema = z.string().trim().max(LIMITS.emailMax).pipe(z.email());

/** What the client may know about the member who is logged in. */
export const currentUserSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  type: memberTypeSchema,
  admin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
