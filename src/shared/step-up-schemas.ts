import { z } from "zod";
import { ERROR_CODES } from "./error-codes.ts";
import { webauthnCredentialSchema } from "./security.ts";
import { STEP_UP_METHODS, STEP_UP_REQUIRED } from "./step-up.ts";

// Apart from step-up.ts, whose texts and settings schema the admin screens load: these are the server's to check.

/** The 403 of a guarded action: the error model with the step-up code and the methods she may prove it with. */
export const stepUpRequiredSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum([...ERROR_CODES, STEP_UP_REQUIRED]),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  methods: z.array(z.enum(STEP_UP_METHODS)).optional(),
});

/** POST /api/me/step-up: exactly one proof. */
export const stepUpRequestSchema = z.union([
  z.object({ code: z.string().trim().min(1).max(100) }).strict(),
  z.object({ password: z.string().min(1).max(1000) }).strict(),
  z.object({ credential: webauthnCredentialSchema }).strict(),
]);
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;
