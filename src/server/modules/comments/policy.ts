import type { CurrentUser } from "../../../shared/members.ts";

/** Who may change a comment (DECISIONS §3): only its author edits; its author or an admin deletes. */
export const commentPolicy = {
  canEdit: (actor: CurrentUser, comment: { author_id: number }) => comment.author_id === actor.user_id,
  canDelete: (actor: CurrentUser, comment: { author_id: number }) => actor.admin || comment.author_id === actor.user_id,
};
