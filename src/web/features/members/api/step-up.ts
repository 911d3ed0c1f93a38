import { AUTH_PATHS } from "../../../../shared/paths/auth.ts";
import { messageSchema } from "../../../../shared/members.ts";
import { webauthnOptionsSchema } from "../../../../shared/security.ts";
import type { StepUpRequest } from "../../../../shared/step-up.ts";
import { api } from "../../../lib/api.ts";

/** POST /api/me/step-up: proves it is still her (a code, her password, or a passkey's answer). */
export const proveStepUp = (proof: StepUpRequest) =>
  api(AUTH_PATHS.stepUp, { method: "POST", body: proof, schema: messageSchema });

/** A step-up with one of her passkeys: the browser's WebAuthn library is loaded only now. */
export async function proveStepUpWithPasskey() {
  const [{ startAuthentication }, options] = await Promise.all([
    import("@simplewebauthn/browser"),
    api(AUTH_PATHS.stepUpOptions, { method: "POST", schema: webauthnOptionsSchema }),
  ]);
  const credential = await startAuthentication({ optionsJSON: options as never });
  return proveStepUp({ credential: credential as never });
}
