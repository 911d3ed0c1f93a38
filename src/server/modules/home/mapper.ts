import type { HomeEvent, MembersHome } from "../../../shared/profiles.ts";
import { placeOf } from "../events/index.ts";
import type { CommentRow, HomeEventRow, PhotoRow } from "./repository.ts";

/** An event as every query of the home reads it. */
export type EventRow = Omit<HomeEventRow, "takes_part" | "ends_at">;

/** An event as the home shows it; its link only where the access layer lets her see it (`withLink`). */
export function toHomeEvent(row: EventRow, withLink: boolean): HomeEvent {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    event_date: row.event_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    timezone: row.timezone,
    starts_at: new Date(Number(row.starts_at)).toISOString(),
    place: placeOf(withLink ? row : { ...row, virtual_link: null }) ?? null,
    exclusivity: row.exclusivity,
  };
}

export const toHomePhoto = (photo: PhotoRow): MembersHome["new_photos"][number] => ({
  id: photo.id,
  title: photo.title,
  thumbnail_url: `/media/${photo.thumbnail_key}`,
  placeholder_color: photo.placeholder_color,
});

export function toHomeComment(comment: CommentRow): MembersHome["comments"][number] {
  const onEvent = comment.event_title !== null;
  return {
    id: comment.id,
    author_name: comment.author_name,
    content: comment.content,
    created_at: new Date(Number(comment.created_at)).toISOString(),
    reason: comment.mentions_her ? "mention" : "reply",
    target: onEvent
      ? {
          kind: "event",
          id: comment.commentable_id,
          title: comment.event_title!,
          path: `/events/${encodeURIComponent(comment.commentable_id)}?tab=notes#comment-${comment.id}`,
        }
      : {
          kind: "image",
          id: comment.commentable_id,
          title: comment.image_title ?? "",
          path: `/gallery?image=${encodeURIComponent(comment.commentable_id)}#comment-${comment.id}`,
        },
  };
}
