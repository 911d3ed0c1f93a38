import { z } from "zod";
import { emailSchema } from "./members.ts";

export const PASSWORD_RESET_TEXTS = {
  linkSent: "If an account exists for that email, a link to reset the password has been sent.",
  done: "Password has been reset successfully.",
  invalidToken: "Invalid or expired token.",
} as const;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({ token: z.string().min(1).max(200), newPassword: z.string().max(1000) });
