import type { Db } from "../../kernel/database/database.ts";
import {
  DEFAULT_WHO_MAY_TAG,
  WHO_MAY_TAG,
  type ImagePeopleAnswer,
  type PhotoTagging,
  type WhoMayTag,
} from "../../../shared/gallery.ts";
import { IMAGE_TEXTS } from "../../../shared/texts/gallery.ts";
import { accessControl, type Actor, can } from "../../access/index.ts";
import { conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import { recordAudit } from "../audit/index.ts";
import { recordNotice } from "../notifications/index.ts";
import type { ImageRow } from "./repository.ts";
import { peopleRepository } from "./people-repository.ts";

/**
 * People in photos, with consent (docs/product/privacy.md#people-in-photos, decision 0058). The caller has found the
 * photo through the access layer (hidden and unknown are the same 404); every answer lists the photo's people as the
 * access layer lets the actor see them, and each change asks it first.
 */
export function photoPeople(db: Db, { requireAdmin2fa }: { requireAdmin2fa: boolean }) {
  async function answer(actor: Actor, image: ImageRow, on: Db = db): Promise<ImagePeopleAnswer> {
    const tags = await peopleRepository(on).ofImage(image.id);
    const visible = await accessControl(on).visibleImagePeople(actor, image, tags);
    const mine = visible.find((person) => person.user_id === actor.user_id);
    return {
      people: visible.map(({ user_id, name, status, can_remove }) => ({ user_id, name, status, can_remove })),
      my_tag: mine?.status ?? null,
    };
  }

  /** Her tag on the photo as the actor sees it, if she may. */
  async function visibleTag(actor: Actor, image: ImageRow, userId: number, on: Db) {
    const tags = await peopleRepository(on).ofImage(image.id);
    const [tag] = await accessControl(on).visibleImagePeople(
      actor,
      image,
      tags.filter((t) => t.user_id === userId),
    );
    return tag;
  }

  return {
    /** The photo's people, as far as the actor may see them. */
    list: (actor: Actor, image: ImageRow) => answer(actor, image),

    /**
     * Tags a member: at once when she lets anyone tag her (or tags herself), waiting for her answer when she asked to
     * be asked first; refused, saying no more, when she takes no tags, a block stands, or she does not see the photo.
     */
    async tag(actor: Actor, image: ImageRow, userId: number): Promise<ImagePeopleAnswer> {
      return db.transaction().execute(async (trx) => {
        const outcome = await accessControl(trx).tagTarget(actor, image, userId, requireAdmin2fa);
        if (outcome === "unknown") throw notFound(IMAGE_TEXTS.memberNotFound);
        if (outcome === "refused") throw forbidden(IMAGE_TEXTS.cannotTag);
        const people = peopleRepository(trx);
        if (await people.exists(image.id, userId)) throw conflict(IMAGE_TEXTS.alreadyTagged);
        const now = Date.now();
        await people.insert(image.id, userId, actor.user_id, outcome, now);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "image.person-tag",
          target: `image:${image.id}`,
          details: { user_id: userId, status: outcome },
        });
        await recordNotice(trx, {
          userId,
          kind: "photo-tag",
          subject: { kind: "image", id: image.id, title: image.title },
          actorId: actor.user_id,
          excerpt: outcome === "pending" ? IMAGE_TEXTS.tagWaits : null,
          createdAt: now,
        });
        return answer(actor, image, trx);
      });
    },

    /** Removes a tag: she herself, the photo's uploader, an admin, or the member who tagged her while it waits. */
    async remove(actor: Actor, image: ImageRow, userId: number): Promise<ImagePeopleAnswer> {
      return db.transaction().execute(async (trx) => {
        const tag = await visibleTag(actor, image, userId, trx);
        if (!tag) throw notFound(IMAGE_TEXTS.tagNotFound);
        if (!tag.can_remove) throw forbidden(IMAGE_TEXTS.onlyTaggedRemoves);
        await peopleRepository(trx).remove(image.id, userId);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "image.person-untag",
          target: `image:${image.id}`,
          details: { user_id: userId },
        });
        return answer(actor, image, trx);
      });
    },

    /** She accepts or declines a tag waiting for her answer; a declined tag is gone. */
    async answerTag(actor: Actor, image: ImageRow, userId: number, accept: boolean): Promise<ImagePeopleAnswer> {
      if (!can.imagePerson.answer(actor, { user_id: userId })) throw forbidden(IMAGE_TEXTS.onlyTaggedAnswers);
      return db.transaction().execute(async (trx) => {
        const tag = await visibleTag(actor, image, userId, trx);
        if (!tag || tag.status !== "pending") throw conflict(IMAGE_TEXTS.noPendingTag);
        const people = peopleRepository(trx);
        if (accept) await people.accept(image.id, userId, Date.now());
        else await people.remove(image.id, userId);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: accept ? "image.person-accept" : "image.person-decline",
          target: `image:${image.id}`,
        });
        return answer(actor, image, trx);
      });
    },
  };
}

/** Her choice of who may tag her (Settings → Privacy): one row only when it is not the default. */
export function photoTagging(db: Db) {
  return {
    async of(actor: Actor): Promise<PhotoTagging> {
      const stored = await peopleRepository(db).whoMayTag(actor.user_id);
      const who = (WHO_MAY_TAG as readonly string[]).includes(stored ?? "")
        ? (stored as WhoMayTag)
        : DEFAULT_WHO_MAY_TAG;
      return { who_may_tag: who };
    },
    async change(actor: Actor, who: WhoMayTag): Promise<PhotoTagging> {
      await db
        .transaction()
        .execute((trx) => peopleRepository(trx).setWhoMayTag(actor.user_id, who, who === DEFAULT_WHO_MAY_TAG));
      return { who_may_tag: who };
    },
  };
}

export type PhotoPeople = ReturnType<typeof photoPeople>;
