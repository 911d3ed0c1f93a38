import { useEffect, useMemo, useRef, type RefObject } from "react";
import Lightbox, { type SlideImage } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Fullscreen from "yet-another-react-lightbox/plugins/fullscreen";
import Slideshow from "yet-another-react-lightbox/plugins/slideshow";
import Thumbnails from "yet-another-react-lightbox/plugins/thumbnails";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import type { FullscreenRef, SlideshowRef, ThumbnailsRef } from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/thumbnails.css";
import type { Image } from "../../../../shared/gallery.ts";
import { keepTabInside } from "../../../components/ui/focus-trap.ts";
import { LIGHTBOX } from "./lightbox-settings.ts";
import { imageAlt } from "./Thumbnail.tsx";
import { useIdle, useWideWindow } from "./use-idle.ts";
import { GALLERY_COPY } from "../../../content/gallery.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import type { ClubDates } from "../../../../shared/dates/index.ts";

interface GalleryLightboxProps {
  images: readonly Image[];
  index: number;
  /** Closing answers the image last shown. */
  onClose: (last: Image | undefined) => void;
}

const toSlide = (dates: ClubDates, image: Image): SlideImage => ({
  src: image.display.url,
  width: image.display.width,
  height: image.display.height,
  alt: imageAlt(image),
  thumbnail: image.thumbnail.url,
  title: image.title || GALLERY_COPY.lightbox.untitled,
  description: (
    <>
      <span className="gallery-lightbox__byline">
        {dates.day(image.upload_date)} · {image.author_name}
      </span>
      {image.description && <span className="gallery-lightbox__description">{image.description}</span>}
    </>
  ),
});

interface PluginRefs {
  thumbnails: RefObject<ThumbnailsRef | null>;
  slideshow: RefObject<SlideshowRef | null>;
  fullscreen: RefObject<FullscreenRef | null>;
}

const VIEWER_CLASS = "gallery-lightbox";

/** Keys the library does not handle itself: t (thumbnails), Space (slideshow), F11 (fullscreen), and Tab kept inside the viewer. */
function useExtraKeys({ thumbnails, slideshow, fullscreen }: PluginRefs) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "Tab") {
        const viewer = document.querySelector<HTMLElement>(`.${VIEWER_CLASS}`);
        if (viewer) keepTabInside(viewer, event);
        return;
      }
      if (event.key === "t" || event.key === "T") {
        if (thumbnails.current?.visible) thumbnails.current.hide();
        else thumbnails.current?.show();
      } else if (event.key === " " && !(event.target instanceof HTMLButtonElement)) {
        if (slideshow.current?.playing) slideshow.current.pause();
        else slideshow.current?.play();
      } else if (event.key === "F11") {
        if (fullscreen.current?.fullscreen) fullscreen.current.exit();
        else fullscreen.current?.enter();
      } else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [thumbnails, slideshow, fullscreen]);
}

/** Gallery Mode: the full-screen viewer with slideshow, zoom, thumbnails, fullscreen and captions (docs/product/screens.md#gallery). */
export default function GalleryLightbox({ images, index, onClose }: GalleryLightboxProps) {
  const dates = useClubDates();
  const slides = useMemo(() => images.map((image) => toSlide(dates, image)), [dates, images]);
  return <PhotoLightbox slides={[...slides]} index={index} onClose={(shown) => onClose(images[shown])} />;
}

/** The same viewer for any photos (a home's, on its stay page): closing answers the index last shown. */
export function PhotoLightbox({
  slides,
  index,
  onClose,
}: {
  slides: readonly SlideImage[];
  index: number;
  onClose: (shown: number) => void;
}) {
  const current = useRef(index);
  const thumbnails = useRef<ThumbnailsRef>(null);
  const slideshow = useRef<SlideshowRef>(null);
  const fullscreen = useRef<FullscreenRef>(null);
  useExtraKeys({ thumbnails, slideshow, fullscreen });
  const idle = useIdle(LIGHTBOX.idleMs);
  const wide = useWideWindow(LIGHTBOX.wideMinPx);
  const margin = `${((1 - LIGHTBOX.viewerShare) / 2) * 100}%` as const;

  return (
    <Lightbox
      open
      close={() => onClose(current.current)}
      index={index}
      slides={[...slides]}
      plugins={[Captions, Fullscreen, Slideshow, Thumbnails, Zoom]}
      className={`${VIEWER_CLASS}${idle ? ` ${VIEWER_CLASS}--idle` : ""}`}
      carousel={{ spacing: `${LIGHTBOX.slideDistance * 100}%`, padding: wide ? margin : 0, finite: slides.length <= 1 }}
      animation={{ fade: 250, swipe: 500 }}
      controller={{ closeOnBackdropClick: true }}
      slideshow={{ ref: slideshow, delay: LIGHTBOX.slideshowDelayMs }}
      zoom={{ zoomInMultiplier: 1 + LIGHTBOX.zoomStep, scrollToZoom: true }}
      thumbnails={{
        ref: thumbnails,
        gap: LIGHTBOX.thumbnailGapPx,
        border: 0,
        borderRadius: 2,
        padding: 0,
        width: 96,
        height: 64,
      }}
      fullscreen={{ ref: fullscreen }}
      captions={{ descriptionTextAlign: "start", descriptionMaxLines: 4 }}
      on={{ view: ({ index: shown }) => (current.current = shown) }}
    />
  );
}
