import { useRef, useState, type ReactNode, type RefObject } from "react";
import type { Image } from "../../../../shared/gallery.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { useEventOptions } from "../api/get-event-options.ts";
import { useUpdateImage } from "../api/update-image.ts";
import { DescriptionEditor } from "./DescriptionEditor.tsx";
import { PhotoPeople } from "./PhotoPeople.tsx";
import { PhotoRemoval } from "./PhotoRemoval.tsx";
import { TagEditor } from "./TagEditor.tsx";
import { imageAlt } from "./Thumbnail.tsx";
import { GALLERY_COPY } from "../../../content/gallery.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = GALLERY_COPY.detail;

interface ImageDetailDialogProps {
  /** The image, once loaded; `failed` says it could not be found. */
  image: Image | undefined;
  failed: boolean;
  onClose: () => void;
  onGalleryMode: (image: Image) => void;
  /** Back from Gallery Mode: focus returns to its button rather than to the dialog's first control. */
  backFromGalleryMode?: boolean;
  /** The comments section, composed by the page (features do not import each other). */
  comments: (image: Image) => ReactNode;
}

/** "Detailed Image View" (docs/product/screens.md#gallery): the photograph, who shared it and when, its description, event, tags and comments. */
export function ImageDetailDialog({
  image,
  failed,
  onClose,
  onGalleryMode,
  backFromGalleryMode = false,
  comments,
}: ImageDetailDialogProps) {
  const galleryModeButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      initialFocus={galleryModeButton}
      size="large"
      title={image?.title ?? COPY.fallbackTitle}
      onClose={onClose}
      footer={
        image ? undefined : (
          <Button variant="quiet" onClick={onClose}>
            {COPY.close}
          </Button>
        )
      }
    >
      {image ? (
        <ImageDetails
          key={image.id}
          image={image}
          onGalleryMode={onGalleryMode}
          onClose={onClose}
          galleryModeButton={backFromGalleryMode ? galleryModeButton : undefined}
          comments={comments}
        />
      ) : failed ? (
        <Alert>{COPY.notFound}</Alert>
      ) : (
        <p className="image-detail__loading">{COPY.loading}</p>
      )}
    </Dialog>
  );
}

type ImageDetailsProps = Omit<ImageDetailDialogProps, "image" | "failed" | "backFromGalleryMode"> & {
  image: Image;
  galleryModeButton: RefObject<HTMLButtonElement | null> | undefined;
};

function ImageDetails({ image, onGalleryMode, onClose, galleryModeButton, comments }: ImageDetailsProps) {
  const dates = useClubDates();
  const events = useEventOptions();
  const update = useUpdateImage(image.id);
  const [eventId, setEventId] = useState(image.associated_event_id ?? "");
  const [tags, setTags] = useState<string[]>(image.tags);
  const [saved, setSaved] = useState(false);
  const { url, width, height } = image.display;

  const save = (description = image.description) => {
    setSaved(false);
    update.mutate({ description, tags, associatedEventId: eventId || null }, { onSuccess: () => setSaved(true) });
  };
  const options = [...(events.data ?? [])];
  if (image.associated_event_id && !options.some((e) => e.id === image.associated_event_id))
    options.push({ id: image.associated_event_id, title: COPY.hiddenEvent });

  return (
    <div className="image-detail">
      <figure className="image-detail__figure" style={{ backgroundColor: image.placeholder.color }}>
        <img className="image-detail__image" src={url} width={width} height={height} alt={imageAlt(image)} />
      </figure>
      <div className="image-detail__side">
        <p className="image-detail__byline">
          {COPY.uploadedBy}
          <strong>{image.author_name}</strong>
          {COPY.on} <time dateTime={image.upload_date}>{dates.day(image.upload_date)}</time>
        </p>
        <DescriptionEditor
          description={image.description}
          canEdit={image.can_edit}
          saving={update.isPending}
          onSave={save}
        />
        <SelectField
          label={COPY.eventLabel}
          value={eventId}
          disabled={!image.can_edit}
          onChange={(event) => setEventId(event.target.value)}
          options={[{ value: "", label: COPY.noEvent }, ...options.map((e) => ({ value: e.id, label: e.title }))]}
        />
        <TagEditor tags={tags} canEdit={image.can_edit} onChange={setTags} />
        {update.isError && <Alert>{COPY.saveFailed}</Alert>}
        {saved && !update.isPending && <Alert tone="success">{COPY.saved}</Alert>}
        <div className="image-detail__actions">
          {image.can_edit && (
            <Button onClick={() => save()} disabled={update.isPending}>
              {COPY.save}
            </Button>
          )}
          <Button ref={galleryModeButton} variant="quiet" onClick={() => onGalleryMode(image)}>
            {COPY.galleryMode}
          </Button>
        </div>
        <PhotoPeople image={image} onGone={onClose} />
        <PhotoRemoval image={image} onGone={onClose} />
      </div>
      <div className="image-detail__comments">{comments(image)}</div>
    </div>
  );
}
