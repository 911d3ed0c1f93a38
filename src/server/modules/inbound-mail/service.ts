import { createHash } from "node:crypto";
import type { Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { HttpError } from "../../kernel/http/errors.ts";
import type { RouteRateLimit } from "../../kernel/http/route-table.ts";
import { commentContentSchema } from "../../../shared/comments.ts";
import { messageCreateSchema } from "../../../shared/conversations.ts";
import type { MemberType } from "../../../shared/members.ts";
import type { CommentsService } from "../comments/index.ts";
import type { ConversationsService } from "../conversations/index.ts";
import { REPLY_ANSWERS } from "./answers.ts";
import { DAY_MS, REPLY_ADDRESS_DAYS, type ReplyAddresses, type ReplyTarget } from "./reply-address.ts";
import { replyText } from "./reply-text.ts";
import { inboundMailRepository } from "./repository.ts";

/** Why a reply was not posted: the log's word for it (never the address, its token or the words). */
export type RefusalReason =
  | "foreign"
  | "unsigned"
  | "forged"
  | "expired"
  | "several-recipients"
  | "inactive"
  | "account-not-ready"
  | "wrong-sender"
  | "auto-reply"
  | "empty"
  | "too-large"
  | "invalid"
  | "not-found"
  | "not-allowed"
  | "rate-limited"
  | "failed";

export type ReplyOutcome =
  | { accepted: true; target: ReplyTarget; userId: number; duplicate?: true }
  | { accepted: false; reason: RefusalReason; code: number; answer: string; target?: ReplyTarget; userId?: number };

/** A reply as the listener read it: to whom it was sent, who says she sent it, its words, its kind. */
export interface InboundReply {
  recipient: string;
  from: string | undefined;
  text: string;
  /** RFC 3834's Auto-Submitted header, or "no" when absent. */
  autoSubmitted: string;
  /** Its Message-ID, when it has one: the same reply delivered twice is posted once. */
  messageId?: string | undefined;
}

/** Longer Message-IDs are cut to this before they are kept (RFC 5322 lines are at most 998 characters). */
const MESSAGE_ID_MAX = 998;

const refuse = (
  reason: RefusalReason,
  answer: string,
  about: { target?: ReplyTarget; userId?: number } = {},
  code = 550,
): ReplyOutcome => ({ accepted: false, reason, code, answer, ...about });

export interface InboundMailDependencies {
  db: Db;
  addresses: ReplyAddresses;
  comments: Pick<CommentsService, "create">;
  conversations: Pick<ConversationsService, "write">;
  rateLimiter: { enforce(limit: RouteRateLimit): Promise<void> };
  limits: {
    comment: (userId: number) => readonly RouteRateLimit[];
    message: (userId: number) => readonly RouteRateLimit[];
  };
}

/**
 * Turns a reply to a notice email into a message or a comment (decision 0064), as the member the reply address names
 * and through the very service calls the web makes: the access layer, blocks, read-only conversations, deactivation
 * and the same rate limits decide, and nothing is written when they refuse.
 */
export function inboundMailService(deps: InboundMailDependencies, now: () => number = () => Date.now()) {
  const repository = inboundMailRepository(deps.db);

  function checkRecipient(recipient: string): ReplyOutcome | undefined {
    const read = deps.addresses.read(recipient);
    return read.ok ? undefined : refuse(read.reason, REPLY_ANSWERS.notOurs);
  }

  async function receive(reply: InboundReply): Promise<ReplyOutcome> {
    const read = deps.addresses.read(reply.recipient);
    if (!read.ok) return refuse(read.reason, REPLY_ANSWERS.notOurs);
    const about = { target: read.target, userId: read.userId };
    const member = await repository.member(read.userId);
    if (!member || member.active !== 1) return refuse("inactive", REPLY_ANSWERS.refused, about);
    // What her sessions ask before any call (a new password, a second factor the club asks of everyone) comes first.
    const factorMissing = member.second_factor_for_all === "on" && !member.has_second_factor;
    if (member.must_change_password === 1 || factorMissing)
      return refuse("account-not-ready", REPLY_ANSWERS.accountNotReady, about);
    if (!reply.from || reply.from.trim().toLowerCase() !== member.email.trim().toLowerCase())
      return refuse("wrong-sender", REPLY_ANSWERS.notFromHer, about);
    if (reply.autoSubmitted.trim().toLowerCase() !== "no") return refuse("auto-reply", REPLY_ANSWERS.autoReply, about);
    const words = await replyText(reply.text);
    if (words === "") return refuse("empty", REPLY_ANSWERS.empty, about);
    // The same reply delivered twice (a mail server that lost our answer tries again) is posted once: its Message-ID
    // is claimed for its address, and released if it is refused, so that a retry after a 451 is not lost.
    const messageId = reply.messageId?.trim().slice(0, MESSAGE_ID_MAX);
    const addressHash = createHash("sha256").update(reply.recipient.trim().toLowerCase()).digest("hex");
    if (messageId) {
      await repository.forgetBefore(now() - (REPLY_ADDRESS_DAYS + 1) * DAY_MS);
      if (!(await repository.claim(addressHash, messageId, now())))
        return { accepted: true, duplicate: true, ...about };
    }
    const release = async () => {
      if (messageId) await repository.release(addressHash, messageId);
    };
    const outcome = await post(read.target, member, words, about).catch(async (error: unknown) => {
      await release();
      throw error;
    });
    if (!outcome.accepted) await release();
    return outcome;
  }

  async function post(
    target: ReplyTarget,
    member: { user_id: number; name: string; type: string },
    words: string,
    about: { target: ReplyTarget; userId: number },
  ): Promise<ReplyOutcome> {
    // A reply by email carries her member's rights only: an admin's power waits for her second factor on the site.
    const actor: Actor & { name: string } = {
      user_id: member.user_id,
      name: member.name,
      type: member.type as MemberType,
      admin: false,
    };
    try {
      if (target.kind === "conversation") {
        const parsed = messageCreateSchema.safeParse({ text: words });
        if (!parsed.success) return refuse("invalid", `5.6.0 ${parsed.error.issues[0]!.message}`, about);
        for (const limit of deps.limits.message(actor.user_id)) await deps.rateLimiter.enforce(limit);
        await deps.conversations.write(actor, target.id, parsed.data.text);
      } else {
        const parsed = commentContentSchema.safeParse(words);
        if (!parsed.success) return refuse("invalid", `5.6.0 ${parsed.error.issues[0]!.message}`, about);
        for (const limit of deps.limits.comment(actor.user_id)) await deps.rateLimiter.enforce(limit);
        await deps.comments.create(actor, { commentableId: target.id, content: parsed.data, mentionIds: [] });
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.statusCode === 429) return refuse("rate-limited", REPLY_ANSWERS.tooMany, about, 451);
      // The same answer for both: whether the thing is still there for her is not told by mail either.
      return refuse(error.statusCode === 404 ? "not-found" : "not-allowed", REPLY_ANSWERS.refused, about);
    }
    return { accepted: true, ...about };
  }

  return { checkRecipient, receive };
}

export type InboundMailService = ReturnType<typeof inboundMailService>;
