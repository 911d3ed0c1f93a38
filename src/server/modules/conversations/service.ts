import { v7 as uuidv7 } from "uuid";
import { accessControl, conversationAccess, type Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import { addDays } from "../../../shared/calendar-date.ts";
import {
  MESSAGES_PAGE_SIZE,
  STAY_CONVERSATION_DAYS_AFTER,
  type Conversation,
  type ConversationCreate,
  type ConversationsList,
  type MessageSettings,
  type MessagesPage,
  type MessagingWith,
  type ReportedMessages,
  type WhoMayMessage,
} from "../../../shared/conversations.ts";
import { CONVERSATION_TEXTS } from "../../../shared/texts/conversations.ts";
import { emailsAtOnce, gatherEmail, markSubjectRead, recordNotice } from "../notifications/index.ts";
import type { Outbox } from "../outbox/index.ts";
import { toConversation, toMessage, toReportedMessage } from "./mapper.ts";
import { conversationsRepository } from "./repository.ts";

const todayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

type Mailer = Pick<Outbox, "enqueue" | "enqueueMany">;

/**
 * Writes a message and a notice to each other participant, in the caller's transaction; with `mail`, an email to each
 * who chose new messages by email at once, gathered within the hour as comments are (its Reply-To lets her answer
 * from her mail: decision 0064).
 */
async function writeMessage(
  trx: Db,
  conversationId: string,
  author: { user_id: number; name: string },
  recipients: readonly number[],
  text: string,
  now: number,
  mail?: Mailer,
): Promise<number> {
  const id = await conversationsRepository(trx).insertMessage(conversationId, author.user_id, text, now);
  await recordNotice(
    trx,
    ...recipients.map((userId) => ({
      userId,
      kind: "message" as const,
      subject: { kind: "conversation" as const, id: conversationId, title: author.name },
      actorId: author.user_id,
      excerpt: text,
      createdAt: now,
    })),
  );
  if (mail) {
    const going = [];
    for (const recipient of await conversationsRepository(trx).emailsOf(recipients)) {
      if (!(await emailsAtOnce(trx, "message", recipient.user_id))) continue;
      // The first in an hour goes at once; those that follow go as one at the hour's end (decision 0071).
      const subject = { kind: "conversation" as const, id: conversationId, title: author.name };
      if (await gatherEmail(trx, mail, { userId: recipient.user_id, email: recipient.email, subject, now }))
        going.push({
          to: recipient.email,
          userId: recipient.user_id,
          kind: "message-notice" as const,
          data: { authorName: author.name, conversationId, text },
          idempotencyKey: `message-notice:${id}:${recipient.user_id}`,
        });
    }
    await mail.enqueueMany(going, trx);
  }
  return id;
}

/**
 * Opens a stay request's conversation between its guest and host, in the stays module's transaction, with the
 * guest's request message as its first message. Written in until 30 days after the stay; the app writes nothing else
 * into it (never the home's address).
 */
export async function openStayConversation(
  trx: Db,
  request: { id: string; guestId: number; guestName: string; hostId: number; toDate: string; message: string },
  now: number,
): Promise<string> {
  const id = uuidv7();
  await conversationsRepository(trx).insertConversation({
    id,
    created_by: request.guestId,
    pair_key: null,
    stay_request_id: request.id,
    writable_until: addDays(request.toDate, STAY_CONVERSATION_DAYS_AFTER),
    created_at: now,
    participantIds: [request.guestId, request.hostId],
  });
  if (request.message.trim())
    await writeMessage(
      trx,
      id,
      { user_id: request.guestId, name: request.guestName },
      [request.hostId],
      request.message.trim(),
      now,
    );
  return id;
}

/** The introducer's note at a conversation's top (decision 0062); her name unless her account is gone. */
function introductionOf(
  made: { note: string | null; introducer_id: number | null; introducer_name: string | null } | undefined,
): Conversation["introduction"] {
  if (!made) return null;
  return {
    introducer:
      made.introducer_id !== null && made.introducer_name !== null
        ? { user_id: made.introducer_id, name: made.introducer_name }
        : null,
    note: made.note ?? "",
  };
}

/**
 * Opens (or reopens) the one-to-one conversation of two members an introduction brought together, in the
 * introductions module's transaction: their existing one when they have one, brought to the top. Nothing is written
 * in it; the introducer's note shows at its top.
 */
export async function openIntroducedConversation(
  trx: Db,
  [askerId, toUserId]: readonly [number, number],
  now: number,
): Promise<string> {
  const repository = conversationsRepository(trx);
  const pairKey = [askerId, toUserId].sort((a, b) => a - b).join(":");
  const existing = await repository.byPairKey(pairKey);
  if (existing) {
    await repository.touch(existing.id, now);
    return existing.id;
  }
  const id = uuidv7();
  await repository.insertConversation({
    id,
    created_by: askerId,
    pair_key: pairKey,
    stay_request_id: null,
    writable_until: null,
    created_at: now,
    participantIds: [askerId, toUserId],
  });
  return id;
}

/**
 * Direct messages and stay conversations (docs/product/conversations.md, decision 0049). The clock is read at each
 * call (not the function kept), so a test that sets the time controls it.
 */
export function conversationsService(db: Db, mail: Mailer, now: () => number = () => Date.now()) {
  const access = conversationAccess(db);
  const repository = conversationsRepository(db);

  async function nameOf(userId: number) {
    const row = await db.selectFrom("users").select("name").where("user_id", "=", userId).executeTakeFirstOrThrow();
    return row.name;
  }

  async function present(actor: Actor, rows: Awaited<ReturnType<typeof repository.mine>>): Promise<Conversation[]> {
    const ids = rows.map((row) => row.id);
    const [participants, lasts, unread, introductions] = await Promise.all([
      repository.participants(ids),
      repository.lastMessages(ids),
      repository.unreadCounts(actor.user_id, ids),
      repository.introductions(ids),
    ]);
    const participantIds = (id: string) => participants.filter((p) => p.conversation_id === id).map((p) => p.user_id);
    const writable = await access.writableConversations(
      actor,
      rows.map((row) => ({ id: row.id, writableUntil: row.writable_until, participantIds: participantIds(row.id) })),
      todayOf(now()),
      now(),
    );
    return rows.map((row) =>
      toConversation(
        row,
        participants
          .filter((p) => p.conversation_id === row.id && p.user_id !== actor.user_id)
          .map((p) => ({ user_id: p.user_id, name: p.name })),
        lasts.find((last) => last.conversation_id === row.id),
        unread.find((count) => count.conversation_id === row.id)?.count ?? 0,
        writable.has(row.id),
        introductionOf(introductions.find((made) => made.conversation_id === row.id)),
      ),
    );
  }

  return {
    /** Starts a conversation (or reuses her one-to-one conversation with the member) with a first message. */
    async start(actor: Actor, input: ConversationCreate): Promise<Conversation> {
      const others = [...new Set(input.user_ids)];
      if (others.includes(actor.user_id))
        throw badRequest(CONVERSATION_TEXTS.notYourself, [
          { path: "body.user_ids", message: CONVERSATION_TEXTS.notYourself },
        ]);
      await accessControl(db).requireMembershipInForce(actor, now());
      const startable = await access.startableWith(actor, others, now());
      const refused = others.filter((id) => !startable.has(id));
      if (refused.length) {
        const exists = await Promise.all(refused.map((id) => repository.memberExists(id)));
        if (exists.some((found) => !found)) throw notFound(CONVERSATION_TEXTS.memberNotFound);
        throw forbidden(CONVERSATION_TEXTS.mayNotMessage);
      }
      const pairKey = others.length === 1 ? [actor.user_id, others[0]!].sort((a, b) => a - b).join(":") : null;
      const author = { user_id: actor.user_id, name: await nameOf(actor.user_id) };
      const id = await db.transaction().execute(async (trx) => {
        const existing = pairKey ? await conversationsRepository(trx).byPairKey(pairKey) : undefined;
        const conversationId = existing?.id ?? uuidv7();
        if (!existing)
          await conversationsRepository(trx).insertConversation({
            id: conversationId,
            created_by: actor.user_id,
            pair_key: pairKey,
            stay_request_id: null,
            writable_until: null,
            created_at: now(),
            participantIds: [actor.user_id, ...others],
          });
        await writeMessage(trx, conversationId, author, others, input.text, now(), mail);
        return conversationId;
      });
      return (await present(actor, [await repository.one(actor.user_id, id)]))[0]!;
    },

    async list(actor: Actor): Promise<ConversationsList> {
      return { conversations: await present(actor, await repository.mine(actor.user_id)) };
    },

    /** A page of a conversation's messages (oldest first); reading the newest page marks it read. */
    async messages(actor: Actor, id: string, cursor: number | undefined): Promise<MessagesPage> {
      const conversation = await access.requireReadableConversation(actor, id);
      const rows = await repository.messages(conversation.id, cursor, MESSAGES_PAGE_SIZE + 1);
      const shown = rows.slice(0, MESSAGES_PAGE_SIZE);
      if (cursor === undefined) {
        if (shown[0]) await repository.markRead(actor.user_id, conversation.id, shown[0].id);
        // Read here, its notices are read too: her bell's count drops live (decision 0071).
        await markSubjectRead(db, actor.user_id, { kind: "conversation", id: conversation.id }, now());
      }
      const [summary] = await present(actor, [await repository.one(actor.user_id, conversation.id)]);
      return {
        conversation: summary!,
        messages: shown.reverse().map((row) => toMessage(row, actor.user_id)),
        next_cursor: rows.length > MESSAGES_PAGE_SIZE ? shown[0]!.id : null,
      };
    },

    /** Writes in a conversation she takes part in and may write in (403 read-only otherwise). */
    async write(actor: Actor, id: string, text: string) {
      const conversation = await access.requireReadableConversation(actor, id);
      if (!(await access.canWriteConversation(actor, conversation, todayOf(now()), now())))
        throw forbidden(CONVERSATION_TEXTS.readOnly);
      const author = { user_id: actor.user_id, name: await nameOf(actor.user_id) };
      const messageId = await db.transaction().execute((trx) =>
        writeMessage(
          trx,
          conversation.id,
          author,
          conversation.participantIds.filter((p) => p !== actor.user_id),
          text,
          now(),
          mail,
        ),
      );
      const row = (await repository.messages(conversation.id, messageId + 1, 1))[0]!;
      return toMessage(row, actor.user_id);
    },

    /** The conversation of a stay request she is the guest or host of (404 to anyone else). */
    async forStayRequest(actor: Actor, requestId: string): Promise<Conversation> {
      const found = await repository.byStayRequest(requestId.toLowerCase());
      if (!found) throw notFound(CONVERSATION_TEXTS.notFound);
      const conversation = await access.requireReadableConversation(actor, found.id);
      return (await present(actor, [await repository.one(actor.user_id, conversation.id)]))[0]!;
    },

    async messagingWith(actor: Actor, userId: number): Promise<MessagingWith> {
      if (!(await repository.memberExists(userId))) throw notFound(CONVERSATION_TEXTS.memberNotFound);
      const startable = await access.startableWith(actor, [userId], now());
      return { may_message: startable.has(userId), blocked: await repository.hasBlocked(actor.user_id, userId) };
    },

    async block(actor: Actor, userId: number, blocked: boolean) {
      if (userId === actor.user_id) throw badRequest(CONVERSATION_TEXTS.notYourself);
      if (!(await repository.memberExists(userId))) throw notFound(CONVERSATION_TEXTS.memberNotFound);
      if (blocked) await repository.block(actor.user_id, userId, now());
      else await repository.unblock(actor.user_id, userId);
      return { blocked };
    },

    /** Reports a message of a conversation she takes part in to the admins. */
    async report(actor: Actor, messageId: number, reason: string) {
      const message = await repository.message(messageId);
      if (!message) throw notFound(CONVERSATION_TEXTS.messageNotFound);
      const conversation = await access.requireReadableConversation(actor, message.conversation_id).catch(() => {
        throw notFound(CONVERSATION_TEXTS.messageNotFound);
      });
      if (!access.canReport(actor, conversation, message.author_id)) throw forbidden(CONVERSATION_TEXTS.ownMessage);
      await repository
        .insertReport({ message_id: message.id, reporter_id: actor.user_id, reason, created_at: now() })
        .catch(() => {
          throw conflict(CONVERSATION_TEXTS.alreadyReported);
        });
      return { reported: true as const };
    },

    async reported(actor: Actor): Promise<ReportedMessages> {
      if (!access.canReadReported(actor)) throw forbidden();
      return { reports: (await repository.reports()).map(toReportedMessage) };
    },

    async settings(actor: Actor): Promise<MessageSettings> {
      return { who_may_message: (await repository.settings(actor.user_id)) as WhoMayMessage };
    },

    async saveSettings(actor: Actor, settings: MessageSettings): Promise<MessageSettings> {
      await repository.saveSettings(actor.user_id, settings.who_may_message);
      return settings;
    },
  };
}

export type ConversationsService = ReturnType<typeof conversationsService>;
