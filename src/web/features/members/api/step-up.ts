import { STEP_UP_PATHS } from "../../../../shared/paths/step-up.ts";
import { messageSchema } from "../../../../shared/members.ts";
import type { StepUpRequest } from "../../../../shared/step-up-schemas.ts";
import { api } from "../../../lib/api.ts";

/** POST /api/me/step-up: proves it is still her (a code, her password, or a passkey's answer). */
export const proveStepUp = (proof: StepUpRequest) =>
  api(STEP_UP_PATHS.stepUp, { method: "POST", body: proof, schema: messageSchema });

/** A step-up with one of her passkeys: the browser's WebAuthn library is loaded only now. */
export async function proveStepUpWithPasskey() {
  const [{ startAuthentication }, options] = await Promise.all([
    import("@simplewebauthn/browser"),
    // Handed to the browser as they came: it checks them itself (and the Settings page's schemas stay apart).
    api<Record<string, unknown>>(STEP_UP_PATHS.stepUpOptions, { method: "POST" }),
  ]);
  const credential = await startAuthentication({ optionsJSON: options as never });
  return proveStepUp({ credential: credential as never });
}
