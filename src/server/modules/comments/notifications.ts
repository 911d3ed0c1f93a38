import type { Db } from "../../kernel/database/database.ts";
import type { CurrentUser, MemberType } from "../../../shared/members.ts";
import { mentionsMember } from "../../../shared/mentions.ts";
import type { EmailRequest } from "../outbox/index.ts";
import type { NewNotice } from "../notifications/index.ts";
import { commentsRepository, type NotifiableMember } from "./repository.ts";
import { type AccessControl, type Actor, adminPowerInForce, can, type Commentable } from "../../access/index.ts";

/** A member who may hear about a comment, as the access layer judges her: an admin has her power only with her factor. */
const asActor = (member: NotifiableMember, requireAdmin2fa: boolean): Actor => ({
  user_id: member.user_id,
  type: member.type as MemberType,
  admin: adminPowerInForce(
    {
      admin: member.admin === 1,
      hasSecondFactor: Boolean(member.has_second_factor),
      secondFactorForAll: member.second_factor_for_all === "on",
    },
    requireAdmin2fa,
  ),
});

/**
 * Who a comment really mentions, out of the ids a client sent: active members whose "@Name" stands in the
 * text and who may see what the comment is about (an invite-only event's conversation stays private).
 * With the target's owner, read in the same query.
 */
export async function mentionedMembers(
  db: Db,
  access: AccessControl,
  request: {
    target: Commentable;
    content: string;
    candidateIds: readonly number[];
    ownerId: number | null;
    requireAdmin2fa: boolean;
  },
): Promise<{ mentioned: NotifiableMember[]; owner: NotifiableMember | undefined }> {
  const candidates = new Set(request.candidateIds);
  const wanted = new Set(candidates);
  if (request.ownerId !== null) wanted.add(request.ownerId);
  const members = await commentsRepository(db).notifiable([...wanted]);
  const mentioned: NotifiableMember[] = [];
  for (const member of members) {
    if (!candidates.has(member.user_id) || !mentionsMember(request.content, member)) continue;
    if (await access.canReadCommentable(asActor(member, request.requireAdmin2fa), request.target))
      mentioned.push(member);
  }
  const owner = members.find((member) => member.user_id === request.ownerId);
  const ownerMaySee =
    owner !== undefined && (await access.canReadCommentable(asActor(owner, request.requireAdmin2fa), request.target));
  return { mentioned, owner: ownerMaySee ? owner : undefined };
}

/**
 * The emails a comment sends: one to each newly mentioned member, and one to the target's owner when they
 * are not mentioned already (one email, not two). Never to the author. Idempotency keys make each notice go at most once per comment and member.
 */
export function commentEmails(notice: {
  commentId: number;
  author: CurrentUser;
  target: Commentable;
  content: string;
  newlyMentioned: readonly NotifiableMember[];
  mentioned: readonly NotifiableMember[];
  owner: NotifiableMember | undefined;
}): EmailRequest[] {
  const { commentId, author, target, owner } = notice;
  const data = {
    authorName: author.name,
    commentId,
    target: { kind: target.kind, id: target.id, title: target.title },
    content: can.comment.quoteOutside(target) ? notice.content : null,
  };
  // Each one's choice for its kind is asked as they are queued (the comments service: decision 0046).
  const wantsMail = (member: NotifiableMember) => member.user_id !== author.user_id;
  const emails: EmailRequest[] = notice.newlyMentioned.filter(wantsMail).map((member) => ({
    to: member.email,
    userId: member.user_id,
    kind: "comment-mention",
    data,
    idempotencyKey: `comment-mention:${commentId}:${member.user_id}`,
  }));
  if (owner && wantsMail(owner) && !notice.mentioned.some((member) => member.user_id === owner.user_id)) {
    emails.push({
      to: owner.email,
      userId: owner.user_id,
      kind: "comment-on-yours",
      data,
      idempotencyKey: `comment-on-yours:${commentId}`,
    });
  }
  return emails;
}

/**
 * The inbox notices a comment writes (decision 0046), to the same people as its emails but whatever their email
 * switch: each newly mentioned member, and the target's owner when she is not mentioned. Never to the author. All
 * of them may see the target (mentionedMembers asked the access layer).
 */
export function commentNotices(notice: {
  commentId: number;
  author: CurrentUser;
  target: Commentable;
  content: string;
  newlyMentioned: readonly NotifiableMember[];
  mentioned: readonly NotifiableMember[];
  owner: NotifiableMember | undefined;
  createdAt: number;
}): NewNotice[] {
  const { author, target, owner } = notice;
  const about = {
    subject: { kind: target.kind, id: target.id, title: target.title },
    actorId: author.user_id,
    // Never a word said at a confidential gathering in a notice (or the digests made of them): decision 0059.
    excerpt: can.comment.quoteOutside(target) ? notice.content : null,
    commentId: notice.commentId,
    createdAt: notice.createdAt,
  };
  const notices: NewNotice[] = notice.newlyMentioned
    .filter((member) => member.user_id !== author.user_id)
    .map((member) => ({ ...about, userId: member.user_id, kind: "mention" }));
  if (owner && owner.user_id !== author.user_id && !notice.mentioned.some((m) => m.user_id === owner.user_id))
    notices.push({
      ...about,
      userId: owner.user_id,
      kind: target.kind === "event" ? "comment-on-event" : "comment-on-photo",
    });
  return notices;
}
