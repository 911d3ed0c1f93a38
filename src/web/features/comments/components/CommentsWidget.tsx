import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { COMMENT_TEXTS } from "../../../../shared/texts/comments.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useAuthStatus } from "../../auth/index.ts";
import { useComments } from "../api/get-comments.ts";
import { CommentItem } from "./CommentItem.tsx";
import { NewCommentForm } from "./NewCommentForm.tsx";
import { SortButton } from "./SortButton.tsx";
import { useNow } from "./use-now.ts";
import { useTargetedComment } from "./use-targeted-comment.ts";
import { COMMENTS_COPY } from "../../../content/comments.ts";

/**
 * The comments of one event or image (docs/product/screens.md#comments-widget): the count and sort, the add-comment
 * input (or the logged-out prompt), then "Loading...", the error line, the empty text or the list, newest first.
 */
export function CommentsWidget({ commentableId }: { commentableId: string }) {
  const headingId = useId();
  const location = useLocation();
  const auth = useAuthStatus();
  const comments = useComments(commentableId);
  const now = useNow();
  const [editingId, setEditingId] = useState<number | null>(null);

  const user = auth.data?.authenticated ? auth.data.user : null;
  const unauthorized = comments.error instanceof ApiError && comments.error.status === 401;
  const loggedOut = unauthorized || auth.data?.authenticated === false;
  const list = comments.data ?? [];
  const count = list.length;
  const targetedId = useTargetedComment(comments.data?.map((comment) => comment.id));

  let body;
  if (unauthorized) body = null;
  else if (comments.isPending) body = <p className="comments__status">{COMMENT_TEXTS.loading}</p>;
  else if (comments.isError) body = <Alert>{COMMENT_TEXTS.fetchFailed}</Alert>;
  else if (count === 0) body = <p className="comments__status">{COMMENT_TEXTS.empty}</p>;
  else
    body = (
      <ul className="comments__list">
        {list.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            commentableId={commentableId}
            now={now}
            loggedOut={loggedOut}
            canEdit={user?.user_id === comment.user_id}
            canDelete={user !== null && (user.user_id === comment.user_id || user.admin)}
            editing={editingId === comment.id}
            onEdit={() => setEditingId(comment.id)}
            onDoneEditing={() => setEditingId(null)}
            targeted={comment.id === targetedId}
          />
        ))}
      </ul>
    );

  return (
    <section className="comments" aria-labelledby={headingId}>
      <header className="comments__header">
        <h2 id={headingId} className="comments__title">
          {COMMENTS_COPY.widget.count(count)}
        </h2>
        <SortButton />
      </header>
      {loggedOut ? (
        <p className="comments__login">
          {COMMENT_TEXTS.loggedOut}{" "}
          <Link to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`}>
            {COMMENTS_COPY.widget.logIn}
          </Link>
        </p>
      ) : (
        <NewCommentForm commentableId={commentableId} />
      )}
      {body}
    </section>
  );
}
