import { z } from "zod";

export const MEMBER_TYPES = ["Founding", "Standard", "Travel Host"] as const;
export const memberTypeSchema = z.enum(MEMBER_TYPES);
export type MemberType = z.infer<typeof memberTypeSchema>;

export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
} as const;

export const emailSchema = z.string().trim().max(LIMITS.emailMax).pipe(z.email());

/** What the client may know about the member who is logged in. */
export const currentUserSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  type: memberTypeSchema,
  admin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
