import { useRef, useState, type FormEvent } from "react";
import { ACCEPTED_IMAGE_TYPES } from "../../../../shared/gallery.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import type { EventOption } from "../api/get-event-options.ts";
import type { BatchFields, UploadState } from "../api/use-uploads.ts";
import { UploadProgressList } from "./UploadProgressList.tsx";
import { GALLERY_COPY } from "../../../content/gallery.ts";

const COPY = GALLERY_COPY.upload;

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? COPY.megabytes((bytes / 1024 / 1024).toFixed(1))
    : COPY.kilobytes(Math.max(1, Math.round(bytes / 1024)));

/**
 * "+ Upload Media": choose images, optionally give the batch a title, tags and an event, then upload them, each
 * with its progress and outcome, in a small dialog.
 */
export function UploadDialog({
  events,
  uploads,
  onUpload,
  onDismiss,
  onClose,
}: {
  events: readonly EventOption[];
  uploads: readonly UploadState[];
  onUpload: (files: File[], fields: BatchFields) => void;
  onDismiss: () => void;
  onClose: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [title, setTitle] = useState("");
  const [tags, setTags] = useState("");
  const [eventId, setEventId] = useState("");
  const uploading = uploads.some((upload) => upload.status === "uploading");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) return;
    onUpload(files, { title: title.trim(), tags: tags.trim(), eventId });
    setFiles([]);
  };
  return (
    <Dialog
      open
      title={COPY.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="quiet" onClick={onClose}>
            {uploads.length > 0 && !uploading ? COPY.done : COPY.close}
          </Button>
          <Button type="submit" form="upload-media-form" disabled={files.length === 0}>
            {files.length === 0 ? COPY.upload : COPY.uploadCount(files.length)}
          </Button>
        </>
      }
    >
      <form id="upload-media-form" className="form upload-dialog" onSubmit={submit} noValidate>
        <div className="upload-dialog__choose">
          <Button variant="quiet" onClick={() => input.current?.click()}>
            {COPY.choose}
          </Button>
          <input
            ref={input}
            type="file"
            className="visually-hidden"
            aria-label={COPY.chooseLabel}
            tabIndex={-1}
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            multiple
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = "";
              if (chosen.length > 0) setFiles(chosen);
            }}
          />
          <p className="upload-dialog__hint">{COPY.hint}</p>
        </div>
        {files.length > 0 && (
          <ul className="upload-dialog__files" aria-label={COPY.chosen}>
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span className="upload-dialog__file-name">{file.name}</span>
                <span className="upload-dialog__file-size">{size(file.size)}</span>
              </li>
            ))}
          </ul>
        )}
        <Field
          label={COPY.titleLabel}
          value={title}
          maxLength={180}
          hint={files.length > 1 ? COPY.titleHintMany : COPY.titleHintOne}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Field
          label={COPY.tagsLabel}
          value={tags}
          placeholder={COPY.tagsPlaceholder}
          hint={COPY.tagsHint}
          onChange={(event) => setTags(event.target.value)}
        />
        <SelectField
          label={COPY.eventLabel}
          value={eventId}
          onChange={(event) => setEventId(event.target.value)}
          options={[{ value: "", label: COPY.noEvent }, ...events.map((e) => ({ value: e.id, label: e.title }))]}
        />
      </form>
      <UploadProgressList uploads={uploads} onDismiss={onDismiss} />
    </Dialog>
  );
}
