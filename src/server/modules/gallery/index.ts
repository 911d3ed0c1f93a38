export { emailImages } from "./email-images.ts";
export { galleryRoutes } from "./routes.ts";
export { galleryService, imageEventLink, mediaPictures, unlinkEventImages } from "./service.ts";
export type { GalleryService, ImagesDeletedSubscriber, MediaPictures } from "./service.ts";
export { startMediaSweep } from "./storage-sweep.ts";
export { MULTIPART_LIMITS, readUploadForm } from "./upload-form.ts";
