import type { RouteTable } from "../../kernel/http/route-table.ts";
import { authServices, type AuthDependencies } from "./auth-services.ts";
import { passwordResetRoutes } from "./password-reset-routes.ts";
import { pendingSignInCookie } from "./pending-sign-in-cookie.ts";
import { authRoutes } from "./routes.ts";
import type { Sessions } from "./sessions-plugin.ts";
import { stepUpRoutes } from "./step-up-routes.ts";
import { twoFactorRoutes } from "./two-factor-routes.ts";

/**
 * Signing in and out, second factors and passkeys, step-up, password resets and the club's security settings. The
 * sessions themselves are built first (createSessions): every other module's guard stands on them.
 */
export function createAuth(deps: AuthDependencies & { sessions: Sessions }) {
  const service = authServices(deps);
  const http = { sessions: deps.sessions, pendingCookie: pendingSignInCookie(deps.config) };
  const routes: RouteTable = [
    ...authRoutes(service, http),
    ...twoFactorRoutes(service, http),
    ...stepUpRoutes(service, http),
    ...passwordResetRoutes(service, http),
  ];
  return { service, routes };
}

export { logAuthEvent } from "./auth-events.ts";
export { DEVICE_COOKIE_MAX_AGE_S, deviceWatch } from "./devices-service.ts";
export type { DeviceWatch } from "./devices-service.ts";
export { pickCurrentUser, toCurrentUser } from "./mapper.ts";
export { issueResetLink } from "./password-reset-service.ts";
export { hashPassword, passwordProblem, temporaryPasswordExpired } from "./passwords.ts";
export {
  checkMemberPassword,
  endPasswordResets,
  endSessions,
  rememberSignInAddress,
  sessionStore,
  setMemberPassword,
} from "./service.ts";
export type { SessionStore } from "./service.ts";
export { stepUpMethods } from "./step-up-service.ts";
export { pendingSignInCookie } from "./pending-sign-in-cookie.ts";
export { secondFactorMethods, startPendingSignIn } from "./two-factor-service.ts";
export { createSessions } from "./sessions-plugin.ts";
export type { Sessions } from "./sessions-plugin.ts";
