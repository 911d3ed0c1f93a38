import { useState, type FormEvent } from "react";
import type { Comment } from "../../../../shared/comments.ts";
import { COMMENT_TEXTS } from "../../../../shared/texts/comments.ts";
import { useUpdateComment } from "../api/update-comment.ts";
import { MentionListbox } from "./MentionListbox.tsx";
import { useMentionCombobox } from "./use-mention-combobox.ts";
import { COMMENTS_COPY } from "../../../content/comments.ts";

/** A comment in edit mode (docs/product/screens.md#comments-widget): a text input with Save and Cancel; "@" offers members here too. */
export function CommentEditForm({
  comment,
  commentableId,
  onDone,
}: {
  comment: Comment;
  commentableId: string;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(comment.content);
  const update = useUpdateComment(commentableId);
  const mentions = useMentionCombobox<HTMLInputElement>({
    value: draft,
    onValueChange: setDraft,
    multiline: false,
    initial: comment.mentions,
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (content === "" || update.isPending) return;
    update.mutate(
      { id: comment.id, content, mentions: mentions.mentionIds(content) },
      { onSuccess: onDone, onError: (error) => console.error(COMMENT_TEXTS.updateFailed, error) },
    );
  };

  return (
    <form className="comment__edit" onSubmit={save}>
      <div className="mention-field">
        <input
          {...mentions.inputProps((event) => {
            // Escape cancels the edit, not the dialog around it (while suggestions show, it closes them first).
            if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              onDone();
            }
          })}
          className="field__input"
          aria-label={COMMENTS_COPY.edit.label}
          // The edit input takes the focus as it opens.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <MentionListbox {...mentions.listbox} />
      </div>
      <button type="submit" className="comment__action" disabled={draft.trim() === "" || update.isPending}>
        {COMMENTS_COPY.edit.save}
      </button>
      <button type="button" className="comment__action" onClick={onDone}>
        {COMMENTS_COPY.edit.cancel}
      </button>
    </form>
  );
}
