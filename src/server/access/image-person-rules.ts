import type { Actor, ImageFacts } from "./rules.ts";

/**
 * A member tagged in a photo, as the access layer knows her for one viewer (decision 0058): present (active, not
 * closing her account, so her profile is there to see), whether a block stands between her and the viewer either way,
 * and her tag's state and author.
 */
export interface ImagePersonFacts {
  user_id: number;
  status: "pending" | "accepted";
  tagged_by: number | null;
  present: boolean;
  blocked: boolean;
}

/** A member someone would tag: present, blocks either way with the actor, her choice, and whether she sees the photo. */
export interface TagTargetFacts {
  user_id: number;
  present: boolean;
  blocked: boolean;
  whoMayTag: "anyone" | "ask" | "nobody";
  seesPhoto: boolean;
}

/**
 * People in photos (docs/product/privacy.md#people-in-photos): every rule here is asked about a photo the actor
 * already sees (imageRules.read); a tag never shows a member whose profile the viewer may not see, nor one between
 * whom and the viewer a block stands, and a waiting tag is seen only by her and the member who tagged her.
 */
export const imagePersonRules = {
  see: (actor: Actor, person: ImagePersonFacts) =>
    person.present &&
    !person.blocked &&
    (person.status === "accepted" || person.user_id === actor.user_id || person.tagged_by === actor.user_id),
  /** Remove a tag: she herself, the photo's uploader, an admin; the member who tagged her while it waits. */
  remove: (actor: Actor, image: ImageFacts, person: Pick<ImagePersonFacts, "user_id" | "status" | "tagged_by">) =>
    actor.admin ||
    person.user_id === actor.user_id ||
    image.uploaded_by === actor.user_id ||
    (person.status === "pending" && person.tagged_by === actor.user_id),
  /** Accept or decline a waiting tag: only she. */
  answer: (actor: Actor, person: Pick<ImagePersonFacts, "user_id">) => person.user_id === actor.user_id,
  /** Tag a member: she is present, sees the photo, no block stands either way, and she lets members tag her. */
  tag: (actor: Actor, target: TagTargetFacts) =>
    target.present &&
    target.seesPhoto &&
    (target.user_id === actor.user_id || (!target.blocked && target.whoMayTag !== "nobody")),
  /** Whether her tag waits for her answer: she asked to be asked first, and someone else tagged her. */
  waitsForHer: (actor: Actor, target: Pick<TagTargetFacts, "user_id" | "whoMayTag">) =>
    target.user_id !== actor.user_id && target.whoMayTag === "ask",
};
