import { randomUUID } from "node:crypto";
import { accessControl, type Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, conflict, notFound, tooManyRequests } from "../../kernel/http/errors.ts";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";
import type { SessionMember } from "../../kernel/sessions/signed-in-member.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import { PRIVACY_LIMITS, type CloseAccount, type ExportStatus, type PrivacySummary } from "../../../shared/privacy.ts";
import { PRIVACY_TEXTS } from "../../../shared/texts/privacy.ts";
import { recordAudit } from "../audit/index.ts";
import { checkMemberPassword, secondFactorMethods } from "../auth/index.ts";
import type { Outbox } from "../outbox/index.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import { archiveIndex, writeArchive, type ArchiveSection, type ArchiveUpload } from "./archive.ts";
import { erasureRepository } from "./erasure-repository.ts";
import { exportStatusOf, toSections } from "./mapper.ts";
import { privacyJobsRepository } from "./jobs-repository.ts";
import { privacyRepository } from "./repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long one instance holds an export or an erasure it claimed before another may take it over. */
const CLAIM_MS = 30 * 60_000;

export interface PrivacyDependencies {
  db: Db;
  storage: MediaStorage;
  mail: Pick<Outbox, "enqueue">;
  /** The club's name as its admins set it (club settings), which her archive's index names. */
  clubName: () => Promise<string>;
  rateLimiter: RateLimiter;
  /** The sessions' step-up check: a member with a second factor proves it before closing her account. */
  proveRecently: (member: SessionMember) => Promise<void>;
  /** The gallery's delete, as her: her uploads go with their files and what hangs on them. */
  deleteImages: (member: Actor, ids: string[]) => Promise<unknown>;
  /** Her profile photo and its files. */
  removeAvatar: (member: Actor) => Promise<unknown>;
}

/**
 * The photos she is tagged in, judged as she sees them as a member (an admin's power is her office, not her data): a
 * photo she still sees with its title and date; one she no longer sees (taken down, or on an event now hidden from her)
 * by her tag alone, never its title, uploader or file.
 */
async function taggedPhotos(db: Db, account: { user_id: number; type: string }) {
  const tags = await privacyRepository(db).photoTags(account.user_id);
  const member: Actor = { user_id: account.user_id, type: account.type as Actor["type"], admin: false };
  const seen = new Set(await accessControl(db).readableImages(member, tags));
  return tags.map((tag) => ({
    image_id: tag.image_id,
    status: tag.status,
    tagged_at: tag.tagged_at,
    photo: seen.has(tag) ? { title: tag.title, shared_at: tag.shared_at } : null,
  }));
}

/** Everything the club holds about her, read once for her page and her archive. */
async function collect(db: Db, userId: number) {
  const repository = privacyRepository(db);
  const account = await repository.account(userId);
  if (!account) throw notFound();
  const [profile, showcase, applications, eventsCreated, rsvps, waitlist, photos, photoTags, comments, likes] =
    await Promise.all([
      repository.profile(userId),
      repository.showcase(userId),
      repository.applications(account.email),
      repository.eventsCreated(userId),
      repository.rsvps(userId),
      repository.waitlist(userId),
      repository.photos(userId),
      taggedPhotos(db, account),
      repository.comments(userId),
      repository.likes(userId),
    ]);
  const [stayListings, stayRequests, sessions, devices, emails, audit, payments, notices, noticePreferences, messages] =
    await Promise.all([
      repository.stayListings(userId),
      repository.stayRequests(userId),
      repository.sessions(userId),
      repository.devices(userId),
      repository.emails(userId, account.email),
      repository.audit(userId),
      repository.payments(userId),
      repository.notices(userId),
      repository.noticePreferences(userId),
      repository.messages(userId),
    ]);
  return {
    account,
    profile,
    showcase,
    applications,
    eventsCreated,
    rsvps,
    waitlist,
    photos,
    photoTags,
    comments,
    likes,
    stayListings,
    stayRequests,
    sessions,
    devices,
    emails,
    audit,
    payments,
    notices,
    noticePreferences,
    messages,
  };
}
export type HeldData = Awaited<ReturnType<typeof collect>>;

/** Her original uploads' names in the archive: one folder, each file under its image's id. */
const uploadsOf = (held: HeldData): ArchiveUpload[] =>
  held.photos.map((photo) => ({
    key: photo.original_key,
    name: `uploads/${photo.id}${/\.[a-z0-9]{1,5}$/.exec(photo.original_key)?.[0] ?? ""}`,
  }));

export function privacyService(deps: PrivacyDependencies) {
  const { db, storage } = deps;
  const repository = privacyRepository(db);
  const jobs = privacyJobsRepository(db);

  async function summary(actor: Actor, now = Date.now()): Promise<PrivacySummary> {
    const held = await collect(db, actor.user_id);
    const latest = await jobs.latestExport(actor.user_id);
    const closure = await jobs.closure(actor.user_id);
    const factors = await secondFactorMethods(db, actor.user_id);
    return {
      counts: {
        profile: 1 + (held.profile ? 1 : 0) + held.showcase.length,
        applications: held.applications.length,
        events: held.eventsCreated.length,
        rsvps: held.rsvps.length + held.waitlist.length,
        photos: held.photos.length,
        photoTags: held.photoTags.length,
        comments: held.comments.length,
        likes: held.likes.length,
        messages: held.messages.length,
        stayListings: held.stayListings.length,
        stayRequests: held.stayRequests.length,
        payments: held.payments.length,
        notifications: held.notices.length + held.noticePreferences.length,
        sessions: held.sessions.length,
        devices: held.devices.length,
        emails: held.emails.length,
        audit: held.audit.length,
      },
      export: {
        status: exportStatusOf(latest, now),
        requested_at: latest ? new Date(latest.requested_at).toISOString() : null,
      },
      closing:
        closure && closure.erased_at === null ? { erase_after: new Date(closure.erase_after).toISOString() } : null,
      has_second_factor: factors.length > 0,
    };
  }

  /** Queues her archive; asking again while one is being prepared answers the same. Audited. */
  async function requestExport(actor: Actor, now = Date.now()): Promise<{ status: ExportStatus }> {
    const latest = await jobs.latestExport(actor.user_id);
    const status = exportStatusOf(latest, now);
    if (status === "pending" || status === "preparing") return { status };
    await db.transaction().execute(async (trx) => {
      await privacyJobsRepository(trx).insertExport({ id: randomUUID(), user_id: actor.user_id, requested_at: now });
      await recordAudit(trx, {
        actorUserId: actor.user_id,
        action: "privacy.export-requested",
        target: `user:${actor.user_id}`,
      });
    });
    return { status: "pending" };
  }

  /** One pass of the export worker: prepares every due archive this instance claims; answers how many. */
  async function prepareDueExports(now = Date.now): Promise<number> {
    let prepared = 0;
    for (;;) {
      const claimToken = newToken();
      const claimed = await jobs.claimExport(claimToken, now(), now() + CLAIM_MS);
      if (!claimed) return prepared;
      const key = `privacy-exports/${claimed.id}/archive.zip`;
      try {
        const held = await collect(db, claimed.user_id);
        const sections: ArchiveSection[] = toSections(held);
        const uploads = uploadsOf(held);
        await writeArchive(storage, key, {
          index: archiveIndex(await deps.clubName(), held.account.name, sections, uploads),
          sections,
          uploads,
        });
        const token = newToken();
        const at = now();
        await db.transaction().execute(async (trx) => {
          const marked = await privacyJobsRepository(trx).markReady(claimed.id, claimToken, {
            storage_key: key,
            token_hash: hashToken(token),
            ready_at: at,
            expires_at: at + PRIVACY_LIMITS.exportLinkMs,
          });
          if (Number(marked.numUpdatedRows) !== 1) return;
          await deps.mail.enqueue(
            {
              kind: "privacy-export",
              to: held.account.email,
              userId: held.account.user_id,
              data: { token, name: held.account.name },
            },
            trx,
          );
          await recordAudit(trx, {
            actorUserId: claimed.user_id,
            action: "privacy.export-ready",
            target: `user:${claimed.user_id}`,
          });
        });
        prepared += 1;
      } catch (error) {
        await jobs.markFailed(claimed.id, claimToken);
        await storage.delete(key).catch(() => {});
        throw error;
      }
    }
  }

  /**
   * Her archive through the emailed link: hers only (anyone else's, or an unknown token, answers the one 404), once,
   * within 24 hours. Audited.
   */
  async function download(
    actor: Actor,
    token: string,
    now = Date.now(),
  ): Promise<{ key: string; filename: string; contentType: string }> {
    const row = await jobs.findByTokenHash(hashToken(token));
    if (!row || row.user_id !== actor.user_id || !row.storage_key) throw notFound(PRIVACY_TEXTS.exportLinkGone);
    if (!(await jobs.spend(row.id, now))) throw notFound(PRIVACY_TEXTS.exportLinkGone);
    await recordAudit(db, {
      actorUserId: actor.user_id,
      action: "privacy.export-downloaded",
      target: `user:${actor.user_id}`,
    });
    return {
      key: row.storage_key,
      contentType: "application/zip",
      filename: `salon-archive-${new Date(row.ready_at ?? now).toISOString().slice(0, 10)}.zip`,
    };
  }

  /**
   * Starts closing her account: her password (checked as every password is, in the sign-in guard), and her second
   * factor as a step-up when she has one. Her sessions end; signing in within the period reopens it. Audited without
   * what she chose: admins see that she closed her account, not what goes.
   */
  async function close(member: SessionMember, body: CloseAccount, ip: string, now = Date.now()) {
    if ((await jobs.closure(member.user_id))?.erased_at === null) throw conflict(PRIVACY_TEXTS.alreadyClosing);
    if ((await secondFactorMethods(db, member.user_id)).length > 0) await deps.proveRecently(member);
    const check = await checkMemberPassword(
      { db, rateLimiter: deps.rateLimiter },
      member.user_id,
      body.password,
      ip,
      now,
    );
    if (check.outcome === "address-stopped") throw tooManyRequests(check.retryAfterSeconds);
    if (check.outcome !== "right-password")
      throw badRequest(PRIVACY_TEXTS.wrongPassword, [{ path: "body.password", message: PRIVACY_TEXTS.wrongPassword }]);
    const eraseAfter = now + PRIVACY_LIMITS.closureDays * DAY_MS;
    await db.transaction().execute(async (trx) => {
      const writes = privacyJobsRepository(trx);
      await writes.insertClosure({
        user_id: member.user_id,
        requested_at: now,
        erase_after: eraseAfter,
        keep_comments: body.comments === "keep" ? 1 : 0,
        leave_event_photos: body.leave_event_photos ? 1 : 0,
        by_admin: 0,
      });
      await writes.endSessions(member.user_id);
      await recordAudit(trx, {
        actorUserId: member.user_id,
        action: "account.closed",
        target: `user:${member.user_id}`,
      });
    });
    return { erase_after: new Date(eraseAfter).toISOString() };
  }

  /** One pass of the erasure job: erases every account whose period is over that this instance claims. */
  async function eraseDueAccounts(now = Date.now): Promise<number> {
    let erased = 0;
    for (;;) {
      const claimed = await jobs.claimClosure(newToken(), now(), now() + CLAIM_MS);
      if (!claimed) return erased;
      const account = await repository.account(claimed.user_id);
      if (!account) continue;
      const actor: Actor = { user_id: account.user_id, type: account.type as Actor["type"], admin: false };
      const photos = await repository.photos(account.user_id);
      const goes = photos.filter((p) => !(claimed.leave_event_photos && p.associated_event_id !== null));
      if (goes.length > 0)
        await deps.deleteImages(
          actor,
          goes.map((p) => p.id),
        );
      await deps.removeAvatar(actor);
      const exports = await jobs.exportsOf(account.user_id);
      const stayFiles = await erasureRepository(db).stayPhotoKeys(account.user_id);
      await db.transaction().execute(async (trx) => {
        await erasureRepository(trx).erase(
          {
            userId: account.user_id,
            email: account.email,
            name: account.name,
            keepComments: claimed.keep_comments === 1,
          },
          now(),
        );
        await recordAudit(trx, { actorUserId: null, action: "account.erased", target: `user:${account.user_id}` });
      });
      const keys = [
        ...exports.flatMap((e) => (e.storage_key ? [e.storage_key] : [])),
        ...stayFiles.flatMap((f) => [f.original_key, f.thumbnail_key, f.display_key]),
      ];
      await Promise.allSettled(keys.map((key) => storage.delete(key)));
      erased += 1;
    }
  }

  /**
   * The retention pass's part (docs/product/retention.md): each archive whose link ran out (24 hours after it was
   * ready, downloaded or not) leaves the media store; a file the store failed to delete is tried again the next day.
   */
  async function removeExpiredArchives(now: number): Promise<number> {
    let removed = 0;
    for (const archive of await jobs.expiredArchives(now)) {
      const deleted = await storage.delete(archive.storage_key!).then(
        () => true,
        () => false,
      );
      if (!deleted) continue;
      await jobs.forgetArchive(archive.id);
      removed += 1;
    }
    return removed;
  }

  return { summary, requestExport, prepareDueExports, download, close, eraseDueAccounts, removeExpiredArchives };
}

export type PrivacyService = ReturnType<typeof privacyService>;

/** Signing in during the period reopens her account: the closure is cancelled, and that is audited. */
export async function reopenOnSignIn(db: Db, userId: number) {
  if (await privacyJobsRepository(db).cancelClosure(userId))
    await recordAudit(db, { actorUserId: userId, action: "account.reopened", target: `user:${userId}` });
}

/**
 * An admin removed her (decision 0060): the same erasure as a closed account's, after the same period, inside the
 * removal's transaction. What was shared with others stays as a former member's: her comments, and her photos of the
 * club's events. Answers false when her account is already being closed or erased.
 */
export async function scheduleRemovalErasure(trx: Db, { userId, now }: { userId: number; now: number }) {
  return privacyJobsRepository(trx).insertRemoval({
    user_id: userId,
    requested_at: now,
    erase_after: now + PRIVACY_LIMITS.closureDays * DAY_MS,
  });
}

/** She was reactivated before her erasure: the removal's closure goes, and her account stays. */
export async function cancelRemovalErasure(trx: Db, { userId }: { userId: number }) {
  await privacyJobsRepository(trx).cancelRemoval(userId);
}
