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
