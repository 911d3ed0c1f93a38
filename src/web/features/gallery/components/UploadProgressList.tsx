import type { UploadState } from "../api/use-uploads.ts";
import { GALLERY_COPY } from "../../../content/gallery.ts";

const COPY = GALLERY_COPY.progress;

/** Each file's progress, then its outcome; failures say why. */
export function UploadProgressList({ uploads, onDismiss }: { uploads: readonly UploadState[]; onDismiss: () => void }) {
  if (uploads.length === 0) return null;
  const settled = uploads.every((u) => u.status !== "uploading");
  return (
    <section className="uploads" aria-label={COPY.label}>
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
                  aria-label={COPY.uploading(upload.name)}
                />
                <span className="uploads__status">
                  {upload.status === "done" ? COPY.uploaded : COPY.percent(Math.round(upload.progress * 100))}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {settled && (
        <button type="button" className="text-button uploads__dismiss" onClick={onDismiss}>
          {COPY.dismiss}
        </button>
      )}
    </section>
  );
}
