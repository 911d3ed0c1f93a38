import { useRef } from "react";
import { ACCEPTED_IMAGE_TYPES } from "../../../../shared/gallery.ts";
import type { UploadState } from "../api/use-uploads.ts";

/** "+ Upload Media": a file picker for images, several at once. */
export function UploadButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="button" onClick={() => input.current?.click()}>
        + Upload Media
      </button>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        aria-label="Choose images to upload"
        tabIndex={-1}
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        multiple
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}

/** Each file's progress, then its outcome; failures say why. */
export function UploadProgressList({ uploads, onDismiss }: { uploads: readonly UploadState[]; onDismiss: () => void }) {
  if (uploads.length === 0) return null;
  const settled = uploads.every((u) => u.status !== "uploading");
  return (
    <section className="uploads" aria-label="Uploads">
      <ul className="uploads__list">
        {uploads.map((upload) => (
          <li key={upload.key} className={`uploads__item uploads__item--${upload.status}`}>
            <span className="uploads__name">{upload.name}</span>
            {upload.status === "failed" ? (
              <span className="uploads__error" role="alert">
                {upload.error}
              </span>
            ) : (
              <>
                <progress
                  className="uploads__bar"
                  max={1}
                  value={upload.progress}
                  aria-label={`Uploading ${upload.name}`}
                />
                <span className="uploads__status">
                  {upload.status === "done" ? "Uploaded" : `${Math.round(upload.progress * 100)}%`}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {settled && (
        <button type="button" className="text-button uploads__dismiss" onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </section>
  );
}
