import { useState } from "react";
import { IMAGE_LIMITS } from "../../../../shared/gallery.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { GALLERY_COPY } from "../../../content/gallery.ts";

const COPY = GALLERY_COPY.description;

interface DescriptionEditorProps {
  description: string;
  canEdit: boolean;
  saving: boolean;
  onSave: (description: string) => void;
}

/** The Description: double-click it (or press Edit) to change it, then Save. */
export function DescriptionEditor({ description, canEdit, saving, onSave }: DescriptionEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);

  if (draft !== null)
    return (
      <form
        className="image-detail__description-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft.trim());
          setDraft(null);
        }}
      >
        <TextareaField
          label={COPY.label}
          value={draft}
          maxLength={IMAGE_LIMITS.descriptionMax}
          rows={3}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the member asked to edit this very field
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              setDraft(null);
            }
          }}
        />
        <div className="image-detail__inline-actions">
          <Button type="submit" disabled={saving}>
            {COPY.save}
          </Button>
          <Button variant="quiet" onClick={() => setDraft(null)}>
            {COPY.cancel}
          </Button>
        </div>
      </form>
    );

  return (
    <div className="image-detail__description">
      <h3 className="image-detail__label">{COPY.label}</h3>
      <p
        className={`image-detail__description-text${canEdit ? " image-detail__description-text--editable" : ""}`}
        title={canEdit ? COPY.doubleClick : undefined}
        onDoubleClick={canEdit ? () => setDraft(description) : undefined}
      >
        {description || <span className="image-detail__empty">{canEdit ? COPY.emptyEditable : COPY.empty}</span>}
      </p>
      {canEdit && (
        <button
          type="button"
          className="text-button image-detail__edit"
          onClick={() => setDraft(description)}
          aria-label={COPY.editLabel}
        >
          {COPY.edit}
        </button>
      )}
    </div>
  );
}
