import type { Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";
import { mediaPictures } from "../gallery/index.ts";
import { avatarRoutes } from "./avatar-routes.ts";
import { avatarsService } from "./avatars-service.ts";
import { profileRoutes } from "./routes.ts";
import { profilesService } from "./service.ts";

/** Members' profiles, their showcases and photos, and the member directory. */
export function createProfiles({ db, storage }: { db: Db; storage: MediaStorage }) {
  const service = profilesService(db);
  return {
    service,
    routes: [...profileRoutes(service), ...avatarRoutes(avatarsService(db, mediaPictures(storage)), storage)],
  };
}

export { profilesService } from "./service.ts";

/** Removes a member's profile photo and its files (her account's erasure: decision 0047). */
export const removeMemberPhoto = (db: Db, storage: MediaStorage, member: Actor) =>
  avatarsService(db, mediaPictures(storage)).remove(member);
