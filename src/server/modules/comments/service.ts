import type { Db } from "../../db/database.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import type { Outbox } from "../mail/outbox.ts";
import { commentEmails, mentionedMembers } from "./notifications.ts";
import { commentsRepository, type NotifiableMember } from "./repository.ts";
import type { CommentTarget } from "./targets.ts";

type Mailer = Pick<Outbox, "enqueueMany">;

/**
 * Writes a comment with its mentions and queues its emails in one transaction (the outbox pattern):
 * the comment and its notices are stored together or not at all, and no mail server is waited for.
 * Answers what the new comment's answer needs besides what the caller sent.
 */
export async function createComment(
  db: Db,
  mail: Mailer,
  request: { author: CurrentUser; target: CommentTarget; content: string; mentionIds: readonly number[] },
  createdAt = Date.now(),
): Promise<{ id: number; createdAt: number; mentioned: readonly NotifiableMember[] }> {
  const { author, target, content } = request;
  const people = await mentionedMembers(db, { target, content, candidateIds: request.mentionIds, ownerId: target.ownerId });
  const id = await db.transaction().execute(async (trx) => {
    const comments = commentsRepository(trx);
    const id = await comments.insert({ commentableId: target.id, authorId: author.user_id, content, createdAt });
    await comments.addMentions(id, people.mentioned.map((m) => m.user_id));
    const emails = commentEmails({ commentId: id, author, target, content, newlyMentioned: people.mentioned, mentioned: people.mentioned, owner: people.owner });
    await mail.enqueueMany(emails, trx);
    return id;
  });
  return { id, createdAt, mentioned: people.mentioned };
}

/**
 * Changes a comment's text. Its mentions become those still named in the new text, old or sent now; only
 * members mentioned for the first time are emailed (the idempotency keys hold even if a name comes back).
 */
export async function editComment(
  db: Db,
  mail: Mailer,
  request: { author: CurrentUser; target: CommentTarget; commentId: number; content: string; mentionIds: readonly number[] },
): Promise<void> {
  const { author, target, commentId, content } = request;
  const before = ((await commentsRepository(db).mentionsOf([commentId])).get(commentId) ?? []).map((m) => m.user_id);
  const people = await mentionedMembers(db, { target, content, candidateIds: [...before, ...request.mentionIds], ownerId: null });
  const newlyMentioned = people.mentioned.filter((m) => !before.includes(m.user_id));
  await db.transaction().execute(async (trx) => {
    const comments = commentsRepository(trx);
    await comments.updateContent(commentId, content);
    await comments.replaceMentions(commentId, people.mentioned.map((m) => m.user_id));
    await mail.enqueueMany(commentEmails({ commentId, author, target, content, newlyMentioned, mentioned: people.mentioned, owner: undefined }), trx);
  });
}
