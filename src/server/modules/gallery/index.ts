import type { ClubDateSettings } from "../../../shared/dates/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";
import { emailImages } from "./email-images.ts";
import { galleryRoutes } from "./routes.ts";
import { peopleRoutes } from "./people-routes.ts";
import { removalRoutes } from "./removal-routes.ts";
import { galleryService, type ImagesDeletedSubscriber } from "./service.ts";
import type { ImagesWithheldSubscriber } from "./removal.ts";

/** The media gallery: every module reaches images through its service, over the one media store. */
export function createGallery(deps: {
  db: Db;
  dates: ClubDateSettings;
  storage: MediaStorage;
  publicUrl: URL;
  onImagesDeleted: ReadonlyArray<ImagesDeletedSubscriber>;
  onImagesWithheld?: ReadonlyArray<ImagesWithheldSubscriber>;
  requireAdmin2fa: boolean;
}) {
  const service = galleryService(deps);
  return {
    service,
    routes: [
      ...galleryRoutes(service, emailImages(deps.db, deps.publicUrl), deps.storage),
      ...removalRoutes(service),
      ...peopleRoutes(service),
    ],
  };
}

export { emailImages } from "./email-images.ts";
export type { EmailImages } from "./email-images.ts";
export { mediaUrl } from "./mapper.ts";
export { galleryService, imageEventLink, unlinkEventImages } from "./service.ts";
export { mediaPictures } from "./pictures.ts";
export type { GalleryService, ImagesDeletedSubscriber } from "./service.ts";
export type { MediaPictures } from "./pictures.ts";
export type { ImagesWithheldSubscriber } from "./removal.ts";
export { mediaSweepJob } from "./storage-sweep.ts";
export { readUploadForm } from "./upload-form.ts";
