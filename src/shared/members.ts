import { z } from "zod";
import { LIMITS, MEMBER_TYPES } from "./member-limits.ts";

export { LIMITS, MEMBER_TYPES, type MemberType } from "./member-limits.ts";
export const memberTypeSchema = z.enum(MEMBER_TYPES);

export const emailSchema = z.string().trim().max(LIMITS.emailMax).pipe(z.email());

export { currentUserSchema, type CurrentUser } from "./session.ts";
