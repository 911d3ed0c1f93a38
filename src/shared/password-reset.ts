import { z } from "zod";
import { emailSchema } from "./members.ts";

export { PASSWORD_RESET_TEXTS } from "./password-reset-texts.ts";

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: z.string().max(1000),
});
