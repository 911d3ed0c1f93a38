import { useId } from "react";
import { ACCEPTED_IMAGE_TYPES } from "../../../../shared/gallery.ts";
import type { Event } from "../../../../shared/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useEventImages } from "../api/event-images.ts";
import { useSetBanner } from "../api/set-banner.ts";
import { useUploadEventImage } from "../api/upload-event-image.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

export const NO_EVENT_IMAGES = EVENTS_COPY.images.none;

/** Images: the event's photographs, an upload tagged with the event, and the banner choice for its organisers. */
export function ImagesTab({ event, routeId }: { event: Event; routeId: string }) {
  const inputId = useId();
  const images = useEventImages(event.id);
  const upload = useUploadEventImage(event.id);
  const banner = useSetBanner(routeId);

  return (
    <div className="event-images">
      <div className="event-images__bar">
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = "";
          }}
        />
        <Button disabled={upload.isPending} onClick={() => document.getElementById(inputId)?.click()}>
          {upload.isPending ? EVENTS_COPY.images.uploading : EVENTS_COPY.images.upload}
        </Button>
      </div>
      {upload.isError && <Alert>{upload.error.message}</Alert>}
      {banner.isError && <Alert>{banner.error.message}</Alert>}
      {images.isPending && <p className="event-muted">{EVENTS_COPY.images.loading}</p>}
      {images.isError && <Alert>{images.error.message}</Alert>}
      {images.isSuccess && images.data.length === 0 && <p className="event-muted">{NO_EVENT_IMAGES}</p>}
      {images.isSuccess && images.data.length > 0 && (
        <ul className="event-images__grid">
          {images.data.map((image) => {
            const isBanner = event.banner_image_id === image.id;
            return (
              <li key={image.id} className="event-images__item">
                <img
                  src={image.thumbnail_url}
                  alt={image.description || image.title}
                  width={image.thumbnail.width}
                  height={image.thumbnail.height}
                  loading="lazy"
                  style={{ backgroundColor: image.placeholder.color }}
                />
                {event.can_edit &&
                  (isBanner ? (
                    <span className="event-images__current">{EVENTS_COPY.images.currentBanner}</span>
                  ) : (
                    <Button
                      variant="quiet"
                      disabled={banner.isPending}
                      onClick={() => banner.mutate({ id: event.id, imageId: image.id })}
                    >
                      {EVENTS_COPY.images.useAsBanner}
                    </Button>
                  ))}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
