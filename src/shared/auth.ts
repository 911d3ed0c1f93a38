import { z } from "zod";
import { currentUserSchema, emailSchema } from "./members.ts";

/** Login takes whatever was typed: the server answers "Login failed" for anything that does not match. */
export const loginRequestSchema = z.object({
  email: z.string().max(1000),
  password: z.string().max(1000),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signedInSchema = z.object({
  ok: z.literal(true),
  user: currentUserSchema,
  mustChangePassword: z.boolean(),
});

export const SECOND_FACTOR_METHODS = ["totp", "recovery", "passkey"] as const;

/** The password was right and the member has a second factor: no session yet, the login waits for it (5 minutes). */
export const secondFactorNeededSchema = z.object({
  twoFactorRequired: z.literal(true),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});

export const loginResponseSchema = z.union([signedInSchema, secondFactorNeededSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /login/2fa: a six-digit code from the authenticator app, or a recovery code. */
export const secondFactorRequestSchema = z.object({ code: z.string().trim().min(1).max(100) });

/** POST /api/sign-in-link: the one-time link's secret, from the emailed /sign-in/:token. */
export const signInLinkRequestSchema = z.object({ token: z.string().min(1).max(200) });

export { authStatusSchema, type AuthStatus } from "./session.ts";

export const userDetailsSchema = currentUserSchema;

export const okSchema = z.object({ ok: z.literal(true) });

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: z.string().max(1000),
});
