import { z } from "zod";

/** The club's security settings (admins). */
export const securitySettingsSchema = z.object({ requireSecondFactorForAll: z.boolean() }).strict();
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const SECURITY_SETTINGS_TEXTS = {
  saved: "Security settings saved.",
  secondFactorNeeded: "Please set up a second factor in Settings → Security before continuing.",
} as const;
