export { logAuthEvent } from "./auth-events.ts";
export { DEVICE_COOKIE_MAX_AGE_S, deviceWatch } from "./devices-service.ts";
export type { DeviceWatch } from "./devices-service.ts";
export { pickCurrentUser, toCurrentUser } from "./mapper.ts";
export { passwordResetRoutes } from "./password-reset-routes.ts";
export { issueResetLink } from "./password-reset-service.ts";
export { hashPassword, passwordProblem, temporaryPasswordExpired } from "./passwords.ts";
export { authRoutes } from "./routes.ts";
export {
  checkMemberPassword,
  endPasswordResets,
  endSessions,
  rememberSignInAddress,
  sessionStore,
  setMemberPassword,
} from "./service.ts";
export type { SessionStore } from "./service.ts";
export { stepUpRoutes } from "./step-up-routes.ts";
export { stepUpMethods } from "./step-up-service.ts";
export { pendingSignInCookie, twoFactorRoutes } from "./two-factor-routes.ts";
export { secondFactorMethods, startPendingSignIn } from "./two-factor-service.ts";
export { createSessions } from "./sessions-plugin.ts";
export type { Sessions } from "./sessions-plugin.ts";
