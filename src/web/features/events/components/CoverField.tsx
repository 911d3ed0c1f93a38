import { useEffect, useId, useState } from "react";
import type { EventCover } from "../../../../shared/event-cover.ts";
import { ACCEPTED_IMAGE_TYPES, IMAGE_LIMITS } from "../../../../shared/gallery.ts";
import { IMAGE_TEXTS } from "../../../../shared/texts/gallery.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useCoverCandidates, type CoverState } from "../api/event-cover.ts";
import { CoverImage } from "./CoverImage.tsx";
import { EVENTS_COPY } from "../../../content/events.ts";

/** What a chosen file may be before it is sent: the server checks it again by its content. */
function fileProblem(file: File) {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TEXTS.unsupported;
  if (file.size > IMAGE_LIMITS.maxBytes) return IMAGE_TEXTS.tooLarge;
  return null;
}

/**
 * The dialog's cover image: a file to upload (sent when the event is saved, with its progress shown), one of the
 * gallery images the member may see, or none. `current` is the event's cover when editing.
 */
export function CoverField({ cover, current }: { cover: CoverState; current: EventCover | null }) {
  const inputId = useId();
  const pickerId = useId();
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const candidates = useCoverCandidates(picking);
  const { choice, setChoice } = cover;

  // A chosen file's preview is a blob URL: let it go when another is chosen or the dialog closes.
  useEffect(() => {
    if (choice.kind !== "upload") return;
    return () => URL.revokeObjectURL(choice.preview);
  }, [choice]);

  const shown =
    choice.kind === "upload" || choice.kind === "gallery" ? choice.preview : choice.kind === "keep" ? current : null;

  return (
    <fieldset className="event-dialog__step cover-field">
      <legend className="cover-field__legend">{EVENTS_COPY.cover.legend}</legend>
      <div className="cover-field__frame">
        {shown === null ? (
          <p className="cover-field__empty">{EVENTS_COPY.cover.none}</p>
        ) : typeof shown === "string" ? (
          <img
            className="cover-field__preview"
            src={shown}
            alt={EVENTS_COPY.cover.previewAlt}
            width={1600}
            height={900}
          />
        ) : (
          <CoverImage cover={shown} sizes="(min-width: 48rem) 40rem, 100vw" className="cover-field__preview" eager />
        )}
      </div>
      <div className="cover-field__actions">
        <label className="button button--quiet file-button">
          {EVENTS_COPY.cover.upload}
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (!file) return;
              const wrong = fileProblem(file);
              setProblem(wrong);
              if (!wrong) setChoice({ kind: "upload", file, preview: URL.createObjectURL(file) });
            }}
          />
        </label>
        <Button
          variant="quiet"
          aria-expanded={picking}
          aria-controls={pickerId}
          onClick={() => setPicking((open) => !open)}
        >
          {picking ? EVENTS_COPY.cover.closeGallery : EVENTS_COPY.cover.chooseFromGallery}
        </Button>
        {shown !== null && (
          <Button variant="quiet" onClick={() => setChoice(current ? { kind: "remove" } : { kind: "keep" })}>
            {EVENTS_COPY.cover.remove}
          </Button>
        )}
      </div>
      {problem && <Alert>{problem}</Alert>}
      {picking && (
        <div id={pickerId} className="cover-field__picker">
          {candidates.isPending && <p className="event-muted">{EVENTS_COPY.cover.loadingGallery}</p>}
          {candidates.isError && <Alert>{candidates.error.message}</Alert>}
          {candidates.isSuccess && candidates.data.length === 0 && (
            <p className="event-muted">{EVENTS_COPY.cover.emptyGallery}</p>
          )}
          {candidates.isSuccess && candidates.data.length > 0 && (
            <fieldset className="cover-field__choices">
              <legend className="visually-hidden">{EVENTS_COPY.cover.galleryImages}</legend>
              {candidates.data.map((image) => (
                <label key={image.id} className="cover-field__choice">
                  <input
                    type="radio"
                    name={pickerId}
                    className="visually-hidden"
                    checked={choice.kind === "gallery" && choice.imageId === image.id}
                    onChange={() => setChoice({ kind: "gallery", imageId: image.id, preview: image.display_url })}
                  />
                  <img
                    src={image.thumbnail_url}
                    alt={image.title}
                    width={image.thumbnail.width}
                    height={image.thumbnail.height}
                    loading="lazy"
                    style={{ backgroundColor: image.placeholder.color }}
                  />
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** The cover's upload once the event is saved, and what went wrong with it: shown whichever step is open. */
export function CoverProgress({ cover }: { cover: CoverState }) {
  const id = useId();
  const { progress, error } = cover;
  return (
    <>
      {progress !== null && (
        <div className="cover-field__progress">
          <label htmlFor={id}>{EVENTS_COPY.cover.uploading}</label>
          <progress id={id} max={1} value={progress}>
            {Math.round(progress * 100)}%
          </progress>
          <span aria-hidden="true">{Math.round(progress * 100)}%</span>
        </div>
      )}
      {error && <Alert>{error}</Alert>}
    </>
  );
}
