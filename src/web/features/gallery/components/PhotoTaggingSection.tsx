import { WHO_MAY_TAG, type WhoMayTag } from "../../../../shared/gallery.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { GALLERY_COPY } from "../../../content/gallery.ts";
import { usePhotoTagging, useSetPhotoTagging } from "../api/photo-people.ts";

const COPY = GALLERY_COPY.tagging;

/** Settings → Privacy (composed by the page into the privacy section): who may tag her in photos (any member, ask me first, nobody). */
export function PhotoTaggingSection() {
  const settings = usePhotoTagging();
  const save = useSetPhotoTagging();
  return (
    <div className="photo-tagging">
      <h3>{COPY.heading}</h3>
      {settings.data && (
        <SelectField
          label={COPY.label}
          value={settings.data.who_may_tag}
          options={WHO_MAY_TAG.map((value) => ({ value, label: COPY.choices[value] }))}
          onChange={(event) => save.mutate(event.target.value as WhoMayTag)}
        />
      )}
      {save.isSuccess && <Alert tone="success">{COPY.saved}</Alert>}
      {save.isError && <Alert>{save.error.message}</Alert>}
    </div>
  );
}
