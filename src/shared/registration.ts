import { z } from "zod";
import { memberTypeSchema } from "./members.ts";
import { personNameSchema } from "./person-name.ts";
import { REGISTRATION_TEXTS } from "./texts/registration.ts";

export const registrationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
/** What a registration link is for; `name` is the one she gave when she applied (null for a direct invitation). */
export const registrationTokenAnswerSchema = z.object({
  email: z.string(),
  type: memberTypeSchema,
  name: z.string().nullable(),
});

export const registerRequestSchema = z.object({
  token: z.string().min(1).max(200),
  name: personNameSchema(REGISTRATION_TEXTS.nameRequired),
  password: z.string().min(1).max(1000),
  type: memberTypeSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/admin/invitations: an admin invites a person by email with any member type (Founding allowed). */
export const directInvitationSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email(REGISTRATION_TEXTS.invalidEmail)),
  type: memberTypeSchema,
});
export type DirectInvitation = z.infer<typeof directInvitationSchema>;
/** POST /api/admin/invitations/link: a new registration link for an address already invited. */
export const newRegistrationLinkSchema = directInvitationSchema.pick({ email: true });
