import { z } from "zod";

/** The answer of a call that confirms what it did in one sentence: `{ ok: true, message }`. */
export const okMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
export type OkMessage = z.infer<typeof okMessageSchema>;
