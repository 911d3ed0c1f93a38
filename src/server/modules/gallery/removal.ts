import type { Db } from "../../kernel/database/database.ts";
import type { RemovalState } from "../../../shared/gallery.ts";
import { IMAGE_TEXTS } from "../../../shared/texts/gallery.ts";
import { type Actor, can } from "../../access/index.ts";
import { conflict, forbidden } from "../../kernel/http/errors.ts";
import { recordAudit } from "../audit/index.ts";
import { recordNotice } from "../notifications/index.ts";
import type { ImageRow } from "./repository.ts";
import { removalRepository } from "./removal-repository.ts";

/** Work another module does, in the same transaction, when a photo goes down (wired in app.ts): the banners it was. */
export type ImagesWithheldSubscriber = (trx: Db, imageIds: readonly string[]) => Promise<void>;

const quoted = (title: string) => `“${title}”`;

/**
 * "Remove me" (docs/product/privacy.md#remove-me, decision 0056). The caller has found the image through the access
 * layer (hidden and unknown are the same 404); these ask it what the actor may do, then act in one transaction with
 * the audit entry and the notices. Who asked is never told to the uploader, only to admins in the audit log.
 */
export function photoRemoval(db: Db, onImagesWithheld: ReadonlyArray<ImagesWithheldSubscriber>) {
  return {
    /** Any member who sees the photo but its uploader: it is down at once for everyone but the uploader and admins. */
    async request(actor: Actor, image: ImageRow, reason: string) {
      if (!can.image.askRemoval(actor, image)) throw forbidden(IMAGE_TEXTS.ownPhotoRemoval);
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        const removals = removalRepository(trx);
        await removals.insert(image.id, actor.user_id, reason, now);
        if (image.withheld_at === null) {
          await removals.withhold(image.id, now);
          for (const subscriber of onImagesWithheld) await subscriber(trx, [image.id]);
        }
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "image.removal-request",
          target: `image:${image.id}`,
          details: { reason },
        });
        await recordNotice(trx, {
          userId: image.uploaded_by,
          kind: "photo-removal",
          subject: {
            kind: "image",
            id: image.id,
            title: `A member asked for your photo ${quoted(image.title)} to be removed: it is hidden until you decide`,
          },
          actorId: null,
          excerpt: reason || null,
          createdAt: now,
        });
      });
    },

    /** The latest request about the photo, for its uploader and admins. */
    async state(actor: Actor, image: ImageRow): Promise<RemovalState | null> {
      if (!can.image.decideRemoval(actor, image)) throw forbidden(IMAGE_TEXTS.onlyUploaderDecides);
      const row = await removalRepository(db).latest(image.id);
      return row
        ? {
            status: row.status,
            reason: row.reason,
            requested_at: new Date(Number(row.created_at)).toISOString(),
            decision_reason: row.decision_reason,
          }
        : null;
    },

    /** The uploader or an admin keeps it down: the members who asked are told. */
    async keep(actor: Actor, image: ImageRow) {
      await decide(actor, image, "kept", null);
    },

    /** The uploader or an admin restores it, with a reason the members who asked read. */
    async restore(actor: Actor, image: ImageRow, reason: string) {
      await decide(actor, image, "restored", reason);
    },
  };

  async function decide(actor: Actor, image: ImageRow, status: "kept" | "restored", reason: string | null) {
    if (!can.image.decideRemoval(actor, image)) throw forbidden(IMAGE_TEXTS.onlyUploaderDecides);
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      const removals = removalRepository(trx);
      // Kept down: the pending requests. Restored: those pending or kept before, while the photo is down.
      const open = await removals.open(image.id, status === "kept" ? ["pending"] : ["pending", "kept"]);
      if (open.length === 0 || image.withheld_at === null) throw conflict(IMAGE_TEXTS.noPendingRemoval);
      await removals.decide(
        open.map((r) => r.id),
        status,
        actor.user_id,
        reason,
        now,
      );
      if (status === "restored") await removals.withhold(image.id, null);
      await recordAudit(trx, {
        actorUserId: actor.user_id,
        action: status === "kept" ? "image.removal-keep" : "image.removal-restore",
        target: `image:${image.id}`,
        details: reason === null ? { requests: open.length } : { requests: open.length, reason },
      });
      const requesters = [...new Set(open.flatMap((r) => (r.requested_by === null ? [] : [r.requested_by])))];
      await recordNotice(
        trx,
        ...requesters.map((userId) =>
          status === "kept"
            ? {
                userId,
                kind: "photo-removal" as const,
                // She no longer sees the photo: the notice is about the club, and names it.
                subject: {
                  kind: "club" as const,
                  id: null,
                  title: `The photo ${quoted(image.title)} stays down, as you asked`,
                },
                actorId: null,
                createdAt: now,
              }
            : {
                userId,
                kind: "photo-removal" as const,
                subject: {
                  kind: "image" as const,
                  id: image.id,
                  title: `The photo ${quoted(image.title)} you asked to be removed is back`,
                },
                actorId: null,
                excerpt: reason,
                createdAt: now,
              },
        ),
        // An admin's decision is told to the uploader too.
        {
          userId: image.uploaded_by,
          kind: "photo-removal",
          subject: {
            kind: "image",
            id: image.id,
            title:
              status === "kept"
                ? `An admin kept your photo ${quoted(image.title)} down`
                : `An admin restored your photo ${quoted(image.title)}`,
          },
          actorId: actor.user_id,
          ...(reason === null ? {} : { excerpt: reason }),
          createdAt: now,
        },
      );
    });
  }
}

export type PhotoRemoval = ReturnType<typeof photoRemoval>;
