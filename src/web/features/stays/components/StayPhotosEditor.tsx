import { useRef } from "react";
import type { Stay } from "../../../../shared/stays.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useStayPhotos } from "../api/save-stay.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

const COPY = STAYS_COPY.photos;

/** A saved home's photos on its form: each shown with a button that removes it, and more added by file. */
export function StayPhotosEditor({ stay }: { stay: Stay }) {
  const { upload, remove } = useStayPhotos(stay.id);
  const input = useRef<HTMLInputElement>(null);
  return (
    <section className="stay-form__section" aria-labelledby="stay-photos-heading">
      <h2 id="stay-photos-heading">{COPY.heading}</h2>
      <p className="field__hint">{COPY.hint}</p>
      {stay.photos.length > 0 && (
        <ul className="stay-form__photos">
          {stay.photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.thumbnail_url}
                alt={COPY.alt(stay.title, index + 1)}
                width={photo.width}
                height={photo.height}
              />
              <Button variant="quiet" onClick={() => remove.mutate(photo.id)} disabled={remove.isPending}>
                {COPY.remove(index + 1)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label className="button button--quiet stay-form__upload">
        {upload.isPending ? COPY.uploading : COPY.add}
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          multiple
          onChange={async (event) => {
            const files = [...(event.target.files ?? [])];
            for (const file of files) await upload.mutateAsync(file).catch(() => undefined);
            if (input.current) input.current.value = "";
          }}
        />
      </label>
      {upload.isError && <Alert>{upload.error.message}</Alert>}
    </section>
  );
}
