import { z } from "zod";
import { currentUserSchema, emailSchema } from "./members.ts";

/** Login takes whatever was typed: the server answers "Login failed" for anything that does not match. */
export const loginRequestSchema = z.object({
  email: z.string().max(1000),
  password: z.string().max(1000),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  ok: z.literal(true),
  user: currentUserSchema,
  mustChangePassword: z.boolean(),
});

/** POST /api/sign-in-link: the one-time link's secret, from the emailed /sign-in/:token. */
export const signInLinkRequestSchema = z.object({ token: z.string().min(1).max(200) });

export { SIGN_IN_LINK_TEXTS } from "./sign-in-link-texts.ts";

export { authStatusSchema, type AuthStatus } from "./session.ts";

export const userDetailsSchema = currentUserSchema;

export const okSchema = z.object({ ok: z.literal(true) });

export { PASSWORD_RESET_TEXTS } from "./password-reset-texts.ts";

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: z.string().max(1000),
});
