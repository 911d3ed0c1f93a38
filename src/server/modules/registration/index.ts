export { adminInvitationRoutes } from "./admin-invitation-routes.ts";
export { registrationRoutes } from "./routes.ts";
export { createRegistrationInvitation } from "./service.ts";
