// The answers every page may check, the public ones too: written with zod/mini (6 KB gzipped against zod's 24 KB) so
// that checking who is signed in does not bring the whole of zod to a marketing page. The server uses these same
// schemas for its answers and its OpenAPI document (fastify-type-provider-zod works on zod's core).
import * as z from "zod/mini";
import { ERROR_CODES } from "./error-codes.ts";
import { MEMBER_TYPES } from "./member-limits.ts";

/** What the client may know about the member who is logged in. */
export const currentUserSchema = z.object({
  user_id: z.int(),
  name: z.string(),
  type: z.enum(MEMBER_TYPES),
  admin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const authStatusSchema = z.union([
  z.object({
    authenticated: z.literal(true),
    user: currentUserSchema,
    /** After an admin set a temporary password: the member must choose a new one before anything else. */
    mustChangePassword: z.boolean(),
    /**
     * The first admin, still on the password Salon printed when it first started: her first visit is a guided welcome
     * (her name, her own password, a second factor where the club requires one). Optional for a page loaded from a
     * server of the release before (rolling upgrades, decision 0038).
     */
    welcome: z.optional(z.boolean()),
  }),
  z.object({ authenticated: z.literal(false) }),
]);
export type AuthStatus = z.infer<typeof authStatusSchema>;

/** Every error answer: `error` and `message` carry the same readable text (older clients read either). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
