import type { EventCover } from "../../../shared/event-cover.ts";
import type { Image } from "../../../shared/gallery.ts";
import { type Actor, can } from "../../access/index.ts";
import type { ImageRow } from "./repository.ts";

/** Where a stored file is served (members only, see routes.ts). */
export const mediaUrl = (key: string) => `/media/${key}`;

/** An image as the caller sees it: never the row (no storage key of the private original, no byte counts). */
export function toImage(row: ImageRow, viewer: Actor): Image {
  return { ...toSharedImage(row), ...toImageViewerFields(row, viewer) };
}

/** The fields of an image answer that depend on who asks. */
export type ImageViewerFields = Pick<Image, "can_edit">;

export function toImageViewerFields(row: ImageRow, viewer: Actor): ImageViewerFields {
  return { can_edit: can.image.manage(viewer, row) };
}

/** What every viewer sees alike: the part the gallery cache keeps (cached-list.ts). */
export function toSharedImage(row: ImageRow): Omit<Image, keyof ImageViewerFields> {
  const display = { url: mediaUrl(row.display_key), width: row.display_width, height: row.display_height };
  const thumbnail = { url: mediaUrl(row.thumbnail_key), width: row.thumbnail_width, height: row.thumbnail_height };
  return {
    id: row.id,
    image_id: row.id,
    url: display.url,
    name: row.name,
    title: row.title,
    description: row.description,
    tags: row.tags,
    associated_event_id: row.associated_event_id,
    author_name: row.author_name,
    author: row.author_name,
    upload_date: new Date(row.created_at).toISOString(),
    thumbnail_url: thumbnail.url,
    display_url: display.url,
    width: row.original_width,
    height: row.original_height,
    thumbnail,
    display,
    placeholder: { color: row.placeholder_color, data_url: row.placeholder_data_url },
    withheld: row.withheld_at !== null,
  };
}

/** Page cursors are opaque to the client: the last image's time and id, base64url. */
export function encodeCursor(row: { created_at: number; id: string }) {
  return Buffer.from(`${row.created_at}.${row.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: number; id: string } | undefined {
  const match = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  return match ? { createdAt: Number(match[1]), id: match[2]! } : undefined;
}

/** An image as an event's cover: its variants smallest first, for `srcset`, and its placeholder. */
export function toCover(row: ImageRow): EventCover {
  return {
    image_id: row.id,
    width: row.display_width,
    height: row.display_height,
    placeholder_color: row.placeholder_color,
    placeholder: row.placeholder_data_url,
    variants: [
      { url: mediaUrl(row.thumbnail_key), width: row.thumbnail_width, height: row.thumbnail_height },
      { url: mediaUrl(row.display_key), width: row.display_width, height: row.display_height },
    ],
  };
}
