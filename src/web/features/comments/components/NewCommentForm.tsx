import { useId, useState, type FormEvent } from "react";
import { COMMENT_LIMITS } from "../../../../shared/comments.ts";
import { COMMENT_TEXTS } from "../../../../shared/texts/comments.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useCreateComment } from "../api/create-comment.ts";
import { MentionListbox } from "./MentionListbox.tsx";
import { useMentionCombobox } from "./use-mention-combobox.ts";
import { COMMENTS_COPY } from "../../../content/comments.ts";

/**
 * The add-comment input (docs/product/screens.md#comments-widget): Post appears once the input has been focused, is disabled while sending or
 * when the text is blank, and after a post the input is cleared and Post hidden again. "@" offers members to mention.
 */
export function NewCommentForm({ commentableId }: { commentableId: string }) {
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const create = useCreateComment(commentableId);
  const mentions = useMentionCombobox<HTMLTextAreaElement>({ value: text, onValueChange: setText, multiline: true });
  const inputId = useId();
  const blank = text.trim() === "";

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || create.isPending) return;
    const content = text.trim();
    create.mutate(
      { content, mentions: mentions.mentionIds(content) },
      {
        onSuccess: () => {
          setText("");
          mentions.reset();
          setFocused(false);
        },
        onError: (error) => console.error(COMMENT_TEXTS.postFailed, error),
      },
    );
  };

  const input = mentions.inputProps((event) => {
    if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) submit();
  });
  return (
    <form className="comments__new" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {COMMENTS_COPY.newComment.label}
      </label>
      <div className="mention-field">
        <textarea
          {...input}
          id={inputId}
          className="field__input comments__input"
          placeholder={COMMENTS_COPY.newComment.placeholder}
          rows={focused ? 3 : 1}
          maxLength={COMMENT_LIMITS.contentMax}
          onFocus={(event) => {
            input.onFocus(event);
            setFocused(true);
          }}
        />
        <MentionListbox {...mentions.listbox} />
      </div>
      {(focused || text !== "") && (
        <div className="comments__new-actions">
          <p className="comments__hint">{COMMENTS_COPY.newComment.hint}</p>
          <Button type="submit" disabled={blank || create.isPending} aria-busy={create.isPending}>
            {COMMENTS_COPY.newComment.post}
          </Button>
        </div>
      )}
      {create.isError && <Alert>{COMMENT_TEXTS.postFailed}</Alert>}
    </form>
  );
}
