import { z } from "zod";

/** The club's security settings (admins). */
export const securitySettingsSchema = z.object({ requireSecondFactorForAll: z.boolean() }).strict();
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
