import { lazy } from "react";

/** The gallery's full-screen viewer for other features' photos, in its own chunk (the lightbox's). */
export const PhotoLightbox = lazy(() =>
  import("./components/GalleryLightbox.tsx").then((module) => ({ default: module.PhotoLightbox })),
);
export type { SlideImage } from "yet-another-react-lightbox";
export { PhotoTaggingSection } from "./components/PhotoTaggingSection.tsx";
