import type { Db } from "../../kernel/database/database.ts";
import { badRequest, forbidden, tooManyRequests } from "../../kernel/http/errors.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import type { Preferences } from "../../../shared/members.ts";
import { USER_TEXTS } from "../../../shared/texts/members.ts";
import { can } from "../../access/index.ts";
import {
  checkMemberPassword,
  endPasswordResets,
  endSessions,
  hashPassword,
  passwordProblem,
  pickCurrentUser,
  setMemberPassword,
} from "../auth/index.ts";
import { holdsAdminFlag, type SessionMember } from "../../kernel/sessions/signed-in-member.ts";
import { commentEmailSwitch } from "../notifications/index.ts";
import { memberAdministrationRepository } from "./repository.ts";
import { changeMember, type MemberDeactivatedSubscriber } from "./service.ts";

/** The member's own Settings (docs/product/screens.md#settings): name, type for admins, password, preferences. */
export function settingsService(
  db: Db,
  rateLimiter: RateLimiter,
  onDeactivated: ReadonlyArray<MemberDeactivatedSubscriber>,
) {
  const members = memberAdministrationRepository(db);

  /** Changes my name (and, for admins, my type or admin flag); answers me as I now am. */
  async function updateDetails(
    actor: SessionMember,
    details: { name: string; type?: CurrentUser["type"] | undefined; admin?: boolean | undefined },
  ) {
    const { name, type, admin } = details;
    const adminFlag = holdsAdminFlag(actor);
    if (!can.member.changeType(actor, actor.type, type) || !can.member.changeAdminFlag(actor, adminFlag, admin)) {
      throw forbidden(USER_TEXTS.typeAdminsOnly);
    }
    if ((type !== undefined && type !== actor.type) || (admin !== undefined && admin !== adminFlag)) {
      const change = { ...(type !== undefined ? { type } : {}), ...(admin !== undefined ? { admin } : {}) };
      await changeMember(db, actor.user_id, actor.user_id, change, onDeactivated);
    }
    await members.update(actor.user_id, { name });
    return {
      message: USER_TEXTS.detailsUpdated,
      user: pickCurrentUser({ ...actor, name, type: type ?? actor.type, admin: admin ?? adminFlag }),
    };
  }

  /**
   * Changes my password once the current one is proven (counted in the sign-in guard as a login is); my other sessions
   * and my reset links end with it.
   */
  async function changePassword(
    actor: SessionMember,
    passwords: { oldPassword: string; newPassword: string },
    ip: string,
  ) {
    const check = await checkMemberPassword({ db, rateLimiter }, actor.user_id, passwords.oldPassword, ip);
    if (check.outcome === "address-stopped") throw tooManyRequests(check.retryAfterSeconds);
    if (check.outcome !== "right-password") {
      throw badRequest(USER_TEXTS.wrongPassword, [
        { path: "body.oldPassword", message: USER_TEXTS.wrongPasswordDetail },
      ]);
    }
    const problem = await passwordProblem(passwords.newPassword);
    if (problem) throw badRequest(problem, [{ path: "body.newPassword", message: problem }]);
    const passwordHash = await hashPassword(passwords.newPassword);
    await db.transaction().execute(async (trx) => {
      await setMemberPassword(trx, actor.user_id, passwordHash);
      await endSessions(trx, actor.user_id, actor.tokenHash);
      await endPasswordResets(trx, actor.user_id);
    });
    return { message: USER_TEXTS.passwordUpdated };
  }

  async function preferences(actor: CurrentUser): Promise<Preferences> {
    const row = await members.getPreferences(actor.user_id);
    return { clubAnnouncements: row.club_announcements === 1, commentNotifications: row.comment_notifications === 1 };
  }

  async function setPreferences(actor: CurrentUser, preferences: Preferences): Promise<Preferences> {
    await db.transaction().execute(async (trx) => {
      await memberAdministrationRepository(trx).setPreferences(actor.user_id, preferences);
      // The comment switch speaks for her choices of mentions and comments on her things (decision 0046).
      await commentEmailSwitch.write(trx, actor.user_id, preferences.commentNotifications);
    });
    return preferences;
  }

  return { updateDetails, changePassword, preferences, setPreferences };
}

export type SettingsService = ReturnType<typeof settingsService>;
