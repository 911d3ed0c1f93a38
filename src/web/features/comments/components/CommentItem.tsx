import { Avatar } from "../../profiles/index.ts";
import { useId } from "react";
import type { Comment } from "../../../../shared/comments.ts";
import { COMMENT_TEXTS } from "../../../../shared/texts/comments.ts";
import { useDeleteComment } from "../api/delete-comment.ts";
import { useToggleLike } from "../api/toggle-like.ts";
import { relativeTime } from "../../../../shared/dates/index.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { CommentEditForm } from "./CommentEditForm.tsx";
import { CommentText } from "./CommentText.tsx";
import { ThumbsUpIcon } from "./ThumbsUpIcon.tsx";
import { COMMENTS_COPY } from "../../../content/comments.ts";

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
  /** The comment an emailed link points at (#comment-<id>): shown set apart. */
  targeted: boolean;
}

/** One comment: author, time, content (or its edit input), likes, and Edit and Delete where permitted. */
export function CommentItem({
  comment,
  commentableId,
  now,
  loggedOut,
  canEdit,
  canDelete,
  editing,
  onEdit,
  onDoneEditing,
  targeted,
}: CommentItemProps) {
  const remove = useDeleteComment(commentableId);
  const like = useToggleLike(commentableId);
  const exactId = useId();
  const dates = useClubDates();

  return (
    <li
      id={`comment-${comment.id}`}
      className={targeted ? "comment comment--targeted" : "comment"}
      tabIndex={targeted ? -1 : undefined}
    >
      <p className="comment__meta">
        <Avatar name={comment.username} avatarUrl={comment.avatar_url} size="sm" />
        <span className="comment__author">{comment.username}</span>
        <span className="comment__when">
          {/* A button only to be focusable: the exact time shows to the keyboard as it does to the pointer. */}
          <button type="button" className="comment__time" aria-describedby={exactId}>
            <time dateTime={comment.created_at}>{relativeTime(comment.created_at, now)}</time>
          </button>
          <span id={exactId} role="tooltip" className="comment__exact-time">
            {dates.dateTime(comment.created_at)}
          </span>
        </span>
      </p>
      {editing ? (
        <CommentEditForm comment={comment} commentableId={commentableId} onDone={onDoneEditing} />
      ) : (
        <p className="comment__content">
          <CommentText text={comment.content} mentions={comment.mentions} />
        </p>
      )}
      <div className="comment__actions">
        <button
          type="button"
          className="comment__like"
          aria-pressed={comment.user_liked}
          disabled={loggedOut || like.isPending}
          title={
            loggedOut
              ? COMMENT_TEXTS.likeLoggedOut
              : comment.user_liked
                ? COMMENTS_COPY.item.unlike
                : COMMENTS_COPY.item.like
          }
          onClick={() => like.mutate(comment)}
        >
          <ThumbsUpIcon filled={comment.user_liked} /> <span className="comment__like-count">{comment.like_count}</span>
        </button>
        {canEdit && !editing && (
          <button type="button" className="comment__action" onClick={onEdit}>
            {COMMENTS_COPY.item.edit}
          </button>
        )}
        {canDelete && (
          <button
            type="button"
            className="comment__action"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(comment.id, { onError: (error) => console.error(COMMENT_TEXTS.deleteFailed, error) })
            }
          >
            {COMMENTS_COPY.item.delete}
          </button>
        )}
      </div>
    </li>
  );
}
