import type { Db } from "../../db/database.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import { notFound } from "../../http/errors.ts";
import { eventsRepository, findEventFacts } from "../events/repository.ts";
import { eventPolicy, NO_RELATION, type Actor, type EventFacts } from "../events/policy.ts";
import { findImageFacts } from "../media/repository.ts";

/** What a comment is about: an image or an event, with its owner (uploader or creator) and its title for emails. */
export type CommentTarget =
  | { kind: "image"; id: string; title: string; ownerId: number }
  | { kind: "event"; id: string; title: string; ownerId: number | null; facts: EventFacts };

/**
 * What a commentableId names, if the member may see it: an image (every member sees the gallery) or an
 * event (visible per the events policy). Anything else answers 404, as something hidden does.
 */
export async function resolveVisibleTarget(db: Db, commentableId: string, actor: CurrentUser): Promise<CommentTarget> {
  const image = await findImageFacts(db, commentableId);
  if (image) return { kind: "image", id: image.id, title: image.title, ownerId: image.uploaded_by };
  const event = await findEventFacts(db, commentableId);
  if (event) {
    const target = { kind: "event", id: event.id, title: event.title, ownerId: event.created_by, facts: event } as const;
    if (await canSeeTarget(db, target, actor)) return target;
  }
  // Unknown and hidden look the same.
  throw notFound("Nothing to comment on here.");
}

/** Whether another member may see the target, so a mention never emails someone an invite-only event is hidden from. */
export async function canSeeTarget(db: Db, target: CommentTarget, member: Actor): Promise<boolean> {
  if (target.kind === "image") return true;
  // Open events, their creator and admins need no look at invitations.
  if (eventPolicy.canSee(member, target.facts, NO_RELATION)) return true;
  const relation = (await eventsRepository(db).relationsOf(member.user_id, [target.id])).get(target.id)!;
  return eventPolicy.canSee(member, target.facts, relation);
}
