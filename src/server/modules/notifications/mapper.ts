import type { Notice, NoticeKind, NoticeSubjectKind } from "../../../shared/notifications.ts";
import type { NoticeData, NoticeRow } from "./repository.ts";

/** Where in the web app a notice's subject is; about a comment, opened at that comment (as its email's link is). */
export function linkOf(kind: string, id: string | null, commentId?: number): string {
  if (id === null) return "/notifications";
  const at = encodeURIComponent(id);
  const anchor = commentId === undefined ? "" : `#comment-${commentId}`;
  if (kind === "event") return anchor ? `/events/${at}?tab=notes${anchor}` : `/events/${at}`;
  if (kind === "image") return `/gallery?image=${at}${anchor}`;
  if (kind === "stay") return `/stays/${at}`;
  if (kind === "member") return `/members/${at}`;
  if (kind === "conversation") return `/messages/${at}`;
  if (kind === "introduction") return `/messages?introduction=${at}`;
  if (kind === "sponsorship") return `/sponsorships/${at}`;
  return "/notifications";
}

export function toNotice(row: NoticeRow): Notice {
  const data = JSON.parse(row.data) as NoticeData;
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    subject: { kind: row.subject_kind as NoticeSubjectKind, id: row.subject_id, title: data.title },
    actor: row.actor_id !== null && row.actor_name ? { user_id: row.actor_id, name: row.actor_name } : null,
    excerpt: data.excerpt,
    link: linkOf(row.subject_kind, row.subject_id, data.commentId),
    created_at: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

export const subjectKey = (row: { subject_kind: string; subject_id: string | null }) =>
  `${row.subject_kind}:${row.subject_id ?? ""}`;
