import { randomBytes } from "node:crypto";
import type { Db } from "../../kernel/database/database.ts";
import type { MemberType } from "../../../shared/members.ts";
import { TEMPORARY_PASSWORD_HOURS, type ManagedUser } from "../../../shared/members.ts";
import type { ListedMember } from "../../../shared/events.ts";
import { can, type Actor } from "../../access/index.ts";
import { USER_TEXTS } from "../../../shared/texts/members.ts";
import { conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import { recordAudit } from "../audit/index.ts";
import { endPasswordResets, endSessions, hashPassword, issueResetLink, setMemberPassword } from "../auth/index.ts";
import { memberAdministrationRepository, membersRepository } from "./repository.ts";
import { commentEmailSwitch } from "../notifications/index.ts";

/** Work another module does, in the same transaction, when a member is deactivated (wired in app.ts). */
export type MemberDeactivatedSubscriber = (trx: Db, member: { userId: number }) => Promise<void>;

/**
 * What removing a member sets going (decision 0060): `schedule` starts her erasure after the period a member closing
 * her own account has, answering false when her account is already being closed; `cancel` stops it when she is
 * reactivated first. The privacy module's, wired at composition.
 */
export interface MemberRemoval {
  schedule: (trx: Db, member: { userId: number; now: number }) => Promise<boolean>;
  cancel: (trx: Db, member: { userId: number }) => Promise<void>;
}

export interface MemberChange {
  type?: MemberType;
  admin?: boolean;
  active?: boolean;
}

/**
 * Applies an admin's change to a member in one transaction: the last active admin keeps the flag,
 * a deactivation ends the member's sessions, reset links and the secrets other modules keep (the subscribers), and the change is written to the audit log.
 */
export async function changeMember(
  db: Db,
  actorId: number,
  userId: number,
  change: MemberChange,
  onDeactivated: ReadonlyArray<MemberDeactivatedSubscriber>,
  removal?: MemberRemoval,
) {
  await db.transaction().execute(async (trx) => {
    const members = memberAdministrationRepository(trx);
    const member = await members.findForUpdate(userId);
    if (!member) throw notFound(USER_TEXTS.noSuchMember);
    const losesAdmin = member.admin === 1 && member.active === 1 && (change.admin === false || change.active === false);
    if (losesAdmin && (await members.otherActiveAdmins(userId)) === 0) throw conflict(USER_TEXTS.lastAdmin);
    await members.update(userId, change);
    if (change.active === false) {
      await endSessions(trx, userId);
      await endPasswordResets(trx, userId);
      for (const subscriber of onDeactivated) await subscriber(trx, { userId });
    }
    // A removed member reactivated before her erasure keeps her account.
    if (change.active === true && member.active === 0) await removal?.cancel(trx, { userId });
    const target = `user:${userId}`;
    if (change.type !== undefined && change.type !== member.type) {
      await recordAudit(trx, {
        actorUserId: actorId,
        action: "user.type",
        target,
        details: { from: member.type, to: change.type },
      });
    }
    if (change.admin !== undefined && change.admin !== (member.admin === 1)) {
      await recordAudit(trx, {
        actorUserId: actorId,
        action: change.admin ? "user.admin.grant" : "user.admin.revoke",
        target,
      });
    }
    if (change.active !== undefined && change.active !== (member.active === 1)) {
      await recordAudit(trx, {
        actorUserId: actorId,
        action: change.active ? "user.reactivate" : "user.deactivate",
        target,
      });
    }
  });
}

/**
 * Removes a member (decision 0060): in one transaction she is deactivated as any deactivation does (never the last
 * admin, never oneself) and her erasure is set for the end of the same period a member closing her own account has;
 * audited as `user.remove`, without what will go.
 */
export async function removeMember(
  db: Db,
  actorId: number,
  userId: number,
  onDeactivated: ReadonlyArray<MemberDeactivatedSubscriber>,
  removal: MemberRemoval,
  now = Date.now(),
) {
  if (actorId === userId) throw conflict(USER_TEXTS.removeSelf);
  await db.transaction().execute(async (trx) => {
    const members = memberAdministrationRepository(trx);
    const member = await members.findForUpdate(userId);
    if (!member) throw notFound(USER_TEXTS.noSuchMember);
    if (member.admin === 1 && member.active === 1 && (await members.otherActiveAdmins(userId)) === 0)
      throw conflict(USER_TEXTS.lastAdmin);
    if (!(await removal.schedule(trx, { userId, now }))) throw conflict(USER_TEXTS.alreadyClosing);
    if (member.active === 1) {
      await members.update(userId, { active: false });
      await endSessions(trx, userId);
      await endPasswordResets(trx, userId);
      for (const subscriber of onDeactivated) await subscriber(trx, { userId });
    }
    await recordAudit(trx, { actorUserId: actorId, action: "user.remove", target: `user:${userId}` });
  });
}

const TEMPORARY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

export const TEMPORARY_PASSWORD_LIFETIME_MS = TEMPORARY_PASSWORD_HOURS * 60 * 60 * 1000;

/** 14 random characters (docs/product/limits.md#temporary-password), shown once to the admin; the member must replace it at the next login. */
export function generateTemporaryPassword(): string {
  const bytes = randomBytes(14);
  return Array.from(bytes, (byte) => TEMPORARY_ALPHABET[byte % TEMPORARY_ALPHABET.length]).join("");
}

async function setTemporaryPassword(db: Db, actorId: number, userId: number) {
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await db.transaction().execute(async (trx) => {
    if (!(await memberAdministrationRepository(trx).findForUpdate(userId))) throw notFound(USER_TEXTS.noSuchMember);
    await setMemberPassword(trx, userId, passwordHash, Date.now() + TEMPORARY_PASSWORD_LIFETIME_MS);
    await endSessions(trx, userId);
    await endPasswordResets(trx, userId);
    await recordAudit(trx, { actorUserId: actorId, action: "user.temporary-password", target: `user:${userId}` });
  });
  return temporaryPassword;
}

/** Signs a member out everywhere (decision 28): her sessions end, and nothing else about her changes. */
async function endMemberSessions(db: Db, actorId: number, userId: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await memberAdministrationRepository(trx).findForUpdate(userId))) throw notFound(USER_TEXTS.noSuchMember);
    await endSessions(trx, userId);
    await recordAudit(trx, { actorUserId: actorId, action: "user.sessions.end", target: `user:${userId}` });
  });
  return { message: USER_TEXTS.signedOutEverywhere };
}

/** The member with this email, if any: for modules that must not create a second account for her. */
export async function findMemberByEmail(db: Db, email: string) {
  return membersRepository(db).findByEmail(email);
}

/** Creates a member (registration), inside the caller's transaction; answers her id. */
export async function createMember(
  db: Db,
  member: { name: string; email: string; type: MemberType; admin: boolean; passwordHash: string | null },
) {
  return membersRepository(db).create(member);
}

/** A member's email preferences, and changing them (the one-click unsubscribe). */
export async function getPreferences(db: Db, userId: number) {
  return memberAdministrationRepository(db).getPreferences(userId);
}

export async function setPreferences(
  db: Db,
  userId: number,
  preferences: { clubAnnouncements: boolean; commentNotifications: boolean },
) {
  await db.transaction().execute(async (trx) => {
    await memberAdministrationRepository(trx).setPreferences(userId, preferences);
    // The comment switch speaks for her choices of mentions and comments on her things (decision 0046).
    await commentEmailSwitch.write(trx, userId, preferences.commentNotifications);
  });
}

type ManagedRow = Awaited<ReturnType<ReturnType<typeof memberAdministrationRepository>["list"]>>[number];
const toManagedUser = (row: ManagedRow): ManagedUser => ({
  user_id: row.user_id,
  name: row.name,
  email: row.email,
  type: row.type as MemberType,
  admin: row.admin === 1,
  active: row.active === 1,
  joined_at: new Date(Number(row.created_at)).toISOString(),
});

/** Every member, as User Management lists them (the route's admin guard decides who asks). */
async function listMembers(db: Db): Promise<ManagedUser[]> {
  return (await memberAdministrationRepository(db).list()).map(toManagedUser);
}

/**
 * GET /api/users as the asker may read it: an admin, every member as User Management lists them; a member (the
 * original client's invite dialog reads it), the active members as GET /api/members answers them, no email.
 */
async function listMembersFor(db: Db, actor: Actor): Promise<ManagedUser[] | ListedMember[]> {
  if (can.admin.administer(actor)) return listMembers(db);
  const rows = await memberAdministrationRepository(db).list();
  return rows
    .filter((row) => row.active === 1)
    .map((row) => ({ user_id: row.user_id, name: row.name, type: row.type as MemberType }));
}

/**
 * User Management (docs/product/access.md#admin-work): an admin changes a member's type, admin flag and standing, gives
 * a temporary password or a reset link, and signs her out everywhere; the list is read by members too, without emails.
 */
export function memberAdminService(
  db: Db,
  onDeactivated: ReadonlyArray<MemberDeactivatedSubscriber>,
  removal: MemberRemoval,
) {
  const administering = (actor: Actor) => {
    if (!can.admin.administer(actor)) throw forbidden();
    return actor.user_id;
  };
  return {
    list: (actor: Actor) => listMembersFor(db, actor),
    change: async (admin: Actor, userId: number, change: MemberChange) =>
      changeMember(db, administering(admin), userId, change, onDeactivated, removal),
    remove: async (admin: Actor, userId: number) =>
      removeMember(db, administering(admin), userId, onDeactivated, removal),
    giveTemporaryPassword: async (admin: Actor, userId: number) =>
      setTemporaryPassword(db, administering(admin), userId),
    newResetLink: async (admin: Actor, userId: number) => issueResetLink(db, administering(admin), userId),
    signOutEverywhere: async (admin: Actor, userId: number) => endMemberSessions(db, administering(admin), userId),
  };
}

export type MemberAdminService = ReturnType<typeof memberAdminService>;
