import type { Recap, RecapPhoto } from "../../../shared/event-recaps.ts";
import { mediaUrl } from "../gallery/index.ts";
import type { RecapPhotoRow, RecapRow } from "./recap-repository.ts";

const iso = (ms: number) => new Date(ms).toISOString();

/** A recap as its reader sees it: only the photos that may be shown; the attendance as sent, or counted now for a draft. */
export function toRecap(row: RecapRow, photos: readonly RecapPhotoRow[], liveAttendance: number | null): Recap {
  const sent = row.sent_at !== null;
  return {
    text: row.text,
    photos: photos.map(toRecapPhoto),
    show_attendance: row.show_attendance === 1,
    attendance: sent ? row.attendance : liveAttendance,
    audience: row.audience,
    sent_at: sent ? iso(row.sent_at!) : null,
    sent_by: sent && row.sent_by !== null ? { user_id: row.sent_by, name: row.sender_name ?? "" } : null,
    sent_to: row.sent_to,
    updated_at: iso(row.updated_at),
  };
}

export const toRecapPhoto = (photo: RecapPhotoRow): RecapPhoto => ({
  id: photo.id,
  title: photo.title,
  thumbnail_url: mediaUrl(photo.thumbnail_key),
  display_url: mediaUrl(photo.display_key),
  width: photo.display_width,
  height: photo.display_height,
  placeholder_color: photo.placeholder_color,
});
