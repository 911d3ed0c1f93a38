import { useId, useState } from "react";
import { IMAGE_LIMITS } from "../../../../shared/gallery.ts";
import { GALLERY_COPY } from "../../../content/gallery.ts";

const COPY = GALLERY_COPY.tags;

interface TagEditorProps {
  tags: readonly string[];
  canEdit: boolean;
  onChange: (tags: string[]) => void;
}

/** Tags as chips; the uploader or an admin adds them (Enter or comma) and removes them. */
export function TagEditor({ tags, canEdit, onChange }: TagEditorProps) {
  const [text, setText] = useState("");
  const inputId = useId();
  const add = () => {
    const tag = text.trim().replace(/\s+/g, " ").replaceAll(",", "");
    setText("");
    if (!tag || tags.some((t) => t.toLowerCase() === tag.toLowerCase()) || tags.length >= IMAGE_LIMITS.tagsMax) return;
    onChange([...tags, tag.slice(0, IMAGE_LIMITS.tagMax)]);
  };
  return (
    <div className="image-detail__tags">
      <h3 className="image-detail__label">{COPY.heading}</h3>
      {tags.length === 0 && !canEdit && <p className="image-detail__empty">{COPY.empty}</p>}
      {tags.length > 0 && (
        <ul className="tag-list">
          {tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
              {canEdit && (
                <button
                  type="button"
                  className="tag__remove"
                  aria-label={COPY.remove(tag)}
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <div className="tag-add">
          <label htmlFor={inputId} className="visually-hidden">
            {COPY.addLabel}
          </label>
          <input
            id={inputId}
            className="field__input tag-add__input"
            placeholder={COPY.addLabel}
            value={text}
            maxLength={IMAGE_LIMITS.tagMax}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" || event.key === ",") {
                event.preventDefault();
                add();
              }
            }}
          />
          <button type="button" className="button button--quiet" onClick={add} disabled={!text.trim()}>
            {COPY.add}
          </button>
        </div>
      )}
    </div>
  );
}
