import { STEP_UP_MAX_AGE_MS } from "../../../src/server/modules/auth/sessions-plugin.ts";
import type { TestServer } from "../harness/test-app.ts";

/**
 * Moves the proof of every session of a member back past the step-up's limit (as 16 minutes of waiting would): a copy
 * of her cookie taken a while ago.
 */
export async function ageProof(server: Pick<TestServer, "database">, userId: number) {
  await server.database.db
    .updateTable("sessions")
    .set({ proven_at: Date.now() - STEP_UP_MAX_AGE_MS - 60_000 })
    .where("user_id", "=", userId)
    .execute();
}
