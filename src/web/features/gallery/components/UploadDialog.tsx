import { useRef, useState, type FormEvent } from "react";
import { ACCEPTED_IMAGE_TYPES } from "../../../../shared/gallery.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import type { EventOption } from "../api/get-event-options.ts";
import type { BatchFields, UploadState } from "../api/use-uploads.ts";
import { UploadProgressList } from "./UploadProgressList.tsx";

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

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
  const noun = files.length === 1 ? "image" : "images";
  return (
    <Dialog
      open
      title="Upload Media"
      onClose={onClose}
      footer={
        <>
          <Button variant="quiet" onClick={onClose}>
            {uploads.length > 0 && !uploading ? "Done" : "Close"}
          </Button>
          <Button type="submit" form="upload-media-form" disabled={files.length === 0}>
            {files.length === 0 ? "Upload" : `Upload ${files.length} ${noun}`}
          </Button>
        </>
      }
    >
      <form id="upload-media-form" className="form upload-dialog" onSubmit={submit} noValidate>
        <div className="upload-dialog__choose">
          <Button variant="quiet" onClick={() => input.current?.click()}>
            Choose images…
          </Button>
          <input
            ref={input}
            type="file"
            className="visually-hidden"
            aria-label="Choose images to upload"
            tabIndex={-1}
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            multiple
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = "";
              if (chosen.length > 0) setFiles(chosen);
            }}
          />
          <p className="upload-dialog__hint">JPEG, PNG, WebP or GIF; several at once.</p>
        </div>
        {files.length > 0 && (
          <ul className="upload-dialog__files" aria-label="Chosen images">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span className="upload-dialog__file-name">{file.name}</span>
                <span className="upload-dialog__file-size">{size(file.size)}</span>
              </li>
            ))}
          </ul>
        )}
        <Field
          label="Title (optional)"
          value={title}
          maxLength={180}
          hint={
            files.length > 1
              ? "Numbered for each image: “Title (1 of 3)”. Left empty, each is titled with your name and the date."
              : "Left empty, it is titled with your name and the date."
          }
          onChange={(event) => setTitle(event.target.value)}
        />
        <Field
          label="Tags (optional)"
          value={tags}
          placeholder="terrace, summer"
          hint="Separated by commas."
          onChange={(event) => setTags(event.target.value)}
        />
        <SelectField
          label="Event (optional)"
          value={eventId}
          onChange={(event) => setEventId(event.target.value)}
          options={[{ value: "", label: "No event" }, ...events.map((e) => ({ value: e.id, label: e.title }))]}
        />
      </form>
      <UploadProgressList uploads={uploads} onDismiss={onDismiss} />
    </Dialog>
  );
}
