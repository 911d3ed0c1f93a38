import { z } from "zod";
import { LIMITS, MEMBER_TYPES } from "./member-limits.ts";
import { idParam } from "./integers.ts";
import { personNameSchema } from "./person-name.ts";

export { LIMITS, MEMBER_TYPES, type MemberType } from "./member-limits.ts";
export const memberTypeSchema = z.enum(MEMBER_TYPES);

export const emailSchema = z.string().trim().max(LIMITS.emailMax).pipe(z.email());

export { currentUserSchema, type CurrentUser } from "./session.ts";

/** POST /update-user: the original client sends the whole object; type and admin may only change for admins. */
export const updateUserRequestSchema = z.object({
  name: personNameSchema("Username is required."),
  type: memberTypeSchema.optional(),
  admin: z.boolean().optional(),
});

export const updatePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(1000),
  newPassword: z.string().min(1).max(1000),
});

export const messageSchema = z.object({ message: z.string() });

/** A member as the admin's User Management table shows them. */
export const managedUserSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: memberTypeSchema,
  admin: z.boolean(),
  active: z.boolean(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const userParamsSchema = z.object({ userId: idParam() });
export const privilegeRequestSchema = z.object({ type: memberTypeSchema });
export const adminFlagRequestSchema = z.object({ admin: z.boolean() });
export const activeRequestSchema = z.object({ active: z.boolean() });
export const temporaryPasswordAnswerSchema = z.object({ temporaryPassword: z.string(), message: z.string() });
/** A new secret link an admin hands out (a password reset, a registration), answered once (decision 36). */
export const secretLinkAnswerSchema = z.object({ link: z.string(), message: z.string() });
export type SecretLinkAnswer = z.infer<typeof secretLinkAnswerSchema>;
/** How long a temporary password works (ASVS 6.4.1): long enough to reach the member over a weekend. */
export const TEMPORARY_PASSWORD_HOURS = 72;

export const preferencesSchema = z.object({
  clubAnnouncements: z.boolean(),
  commentNotifications: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
