import type { Exhibit } from "../../../shared/exhibitions.ts";
import type { ExhibitRow } from "./repository.ts";

const mediaUrl = (key: string) => `/media/${key}`;

/** An exhibit as the contract shows it: her piece's image, its title and medium, and the member who shows it. */
export function toExhibit(row: ExhibitRow, viewerId: number, mayWithdraw: boolean): Exhibit {
  return {
    image_id: row.image_id,
    title: row.title,
    medium: row.medium,
    member: { user_id: Number(row.user_id), name: row.name },
    thumbnail_url: mediaUrl(row.thumbnail_key),
    display_url: mediaUrl(row.display_key),
    width: Number(row.display_width),
    height: Number(row.display_height),
    placeholder_color: row.placeholder_color,
    mine: Number(row.user_id) === viewerId,
    may_withdraw: mayWithdraw,
  };
}
