import { useState, type FormEvent } from "react";
import { COMMENT_TEXTS, type Comment } from "../../../../shared/comments.ts";
import { useDeleteComment } from "../api/delete-comment.ts";
import { useToggleLike } from "../api/toggle-like.ts";
import { useUpdateComment } from "../api/update-comment.ts";
import { relativeTime } from "../relative-time.ts";
import { LinkifiedText } from "./LinkifiedText.tsx";
import { ThumbsUpIcon } from "./ThumbsUpIcon.tsx";

interface CommentItemProps {
  comment: Comment;
  commentableId: string;
  now: Date;
  /** Whether the viewer is logged out (likes disabled). */
  loggedOut: boolean;
  canEdit: boolean;
  canDelete: boolean;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** One comment: author, time, content (or its edit input), likes, and Edit and Delete where permitted. */
export function CommentItem({ comment, commentableId, now, loggedOut, canEdit, canDelete, editing, onEdit, onDoneEditing }: CommentItemProps) {
  const [draft, setDraft] = useState(comment.content);
  const update = useUpdateComment(commentableId);
  const remove = useDeleteComment(commentableId);
  const like = useToggleLike(commentableId);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === "" || update.isPending) return;
    update.mutate(
      { id: comment.id, content: draft.trim() },
      { onSuccess: onDoneEditing, onError: (error) => console.error(COMMENT_TEXTS.updateFailed, error) },
    );
  };
  const startEditing = () => {
    setDraft(comment.content);
    onEdit();
  };

  return (
    <li className="comment">
      <p className="comment__meta">
        <span className="comment__author">{comment.username}</span>
        <time className="comment__time" dateTime={comment.created_at} title={longDate.format(new Date(comment.created_at))}>
          {relativeTime(comment.created_at, now)}
        </time>
      </p>
      {editing ? (
        <form className="comment__edit" onSubmit={save}>
          <input
            className="field__input"
            aria-label="Edit comment"
            value={draft}
            // The edit input takes the focus as it opens; Escape cancels the edit, not the dialog around it.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                event.stopPropagation();
                onDoneEditing();
              }
            }}
          />
          <button type="submit" className="comment__action" disabled={draft.trim() === "" || update.isPending}>
            Save
          </button>
          <button type="button" className="comment__action" onClick={onDoneEditing}>
            Cancel
          </button>
        </form>
      ) : (
        <p className="comment__content">
          <LinkifiedText text={comment.content} />
        </p>
      )}
      <div className="comment__actions">
        <button
          type="button"
          className="comment__like"
          aria-pressed={comment.user_liked}
          disabled={loggedOut || like.isPending}
          title={loggedOut ? COMMENT_TEXTS.likeLoggedOut : comment.user_liked ? "Unlike" : "Like"}
          onClick={() => like.mutate(comment)}
        >
          <ThumbsUpIcon filled={comment.user_liked} /> <span className="comment__like-count">{comment.like_count}</span>
        </button>
        {canEdit && !editing && (
          <button type="button" className="comment__action" onClick={startEditing}>
            Edit
          </button>
        )}
        {canDelete && (
          <button
            type="button"
            className="comment__action"
            disabled={remove.isPending}
            onClick={() => remove.mutate(comment.id, { onError: (error) => console.error(COMMENT_TEXTS.deleteFailed, error) })}
          >
            Delete
          </button>
        )}
      </div>
    </li>
  );
}
