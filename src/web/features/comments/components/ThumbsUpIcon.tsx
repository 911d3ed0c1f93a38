import { COMMENTS_COPY } from "../../../content/comments.ts";

/** A thumbs-up drawn inline, labelled so the like button reads "Likes 3". */
export function ThumbsUpIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className="comment__like-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      role="img"
      aria-label={COMMENTS_COPY.likesIcon}
      focusable="false"
    >
      <path
        d="M7 10v11H3V10h4Zm2 11h8.3a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.7 10H14l.8-4.1a1.6 1.6 0 0 0-.4-1.4L13.6 3.7 9 9v12Z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
