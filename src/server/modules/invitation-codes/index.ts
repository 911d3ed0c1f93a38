export { invitationCodeRoutes } from "./routes.ts";
export { consumeInvitationCode, isInvitationCodeUsable } from "./service.ts";
