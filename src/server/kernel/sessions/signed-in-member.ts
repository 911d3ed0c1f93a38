import type { FastifyRequest } from "fastify";
import type { CurrentUser } from "../../../shared/members.ts";
import { unauthenticated } from "../http/errors.ts";

/** `admin` is her admin power in force (adminPowerInForce): an admin without her required second factor is a member. */
export interface SessionMember extends CurrentUser {
  /** She holds the admin flag but has not set up the second factor asked of her: her admin power waits for it. */
  adminAwaitingSecondFactor: boolean;
  mustChangePassword: boolean;
  /** The first admin on the password printed at the first start (members/bootstrap.ts): the only one with no expiry. */
  welcome: boolean;
  tokenHash: string;
  hasSecondFactor: boolean;
  /** When this session last proved a factor (its sign-in, or a step-up). */
  provenAt: number;
  /** The club asks every member for a second factor (an admin's setting). */
  secondFactorForAll: boolean;
}

/**
 * Her role as the answers about herself give it (GET /api/auth/me, her Settings): an admin whose power waits for her
 * second factor is still shown as one, so the web shows her the admin pages and they send her to set the factor up.
 */
export const holdsAdminFlag = (member: SessionMember) => member.admin || member.adminAwaitingSecondFactor;

/** The member a guarded route's hook (requireMember or requireAdmin) put on the request; 401 on a route without one. */
export function signedInMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw unauthenticated();
  return request.member;
}
