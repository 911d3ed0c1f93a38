import { useId, useState, type FormEvent } from "react";
import { COMMENT_LIMITS, COMMENT_TEXTS } from "../../../../shared/comments.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useCreateComment } from "../api/create-comment.ts";

/**
 * The add-comment input (spec §2, §4): Post appears once the input has been focused, is disabled while sending or
 * when the text is blank, and after a post the input is cleared and Post hidden again.
 */
export function NewCommentForm({ commentableId }: { commentableId: string }) {
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const create = useCreateComment(commentableId);
  const inputId = useId();
  const blank = text.trim() === "";

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || create.isPending) return;
    create.mutate(text.trim(), {
      onSuccess: () => {
        setText("");
        setFocused(false);
      },
      onError: (error) => console.error(COMMENT_TEXTS.postFailed, error),
    });
  };

  return (
    <form className="comments__new" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Add a comment
      </label>
      <textarea
        id={inputId}
        className="field__input comments__input"
        placeholder="Add a comment…"
        rows={focused ? 3 : 1}
        maxLength={COMMENT_LIMITS.contentMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => setFocused(true)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) submit();
        }}
      />
      {(focused || text !== "") && (
        <div className="comments__new-actions">
          <Button type="submit" disabled={blank || create.isPending} aria-busy={create.isPending}>
            Post
          </Button>
        </div>
      )}
      {create.isError && <Alert>{COMMENT_TEXTS.postFailed}</Alert>}
    </form>
  );
}
