import { z } from "zod";

/** Public facts about this installation that the web app needs at runtime. */
export const publicConfigSchema = z.object({
  clubName: z.string(),
  oidcEnabled: z.boolean(),
  /** The IANA zone events default to (CLUB_TIMEZONE). */
  clubTimezone: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
