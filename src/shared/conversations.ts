import { z } from "zod";
import { idInt, idParam } from "./integers.ts";
import { CONVERSATION_TEXTS } from "./texts/conversations.ts";

/**
 * Conversations between members (docs/product/conversations.md, decision 0049): direct messages between a few
 * members, and the conversation of every stay request between its guest and host. Text only; the web shows links as
 * links and never reads a message as HTML.
 */
export const MESSAGE_MAX_LENGTH = 4000;
/** At most this many other members in a conversation she starts. */
export const CONVERSATION_MAX_OTHERS = 8;
export const MESSAGES_PAGE_SIZE = 50;
export const REPORT_REASON_MAX_LENGTH = 1000;
/** A stay request's conversation may be written in until this many days after the stay's last day. */
export const STAY_CONVERSATION_DAYS_AFTER = 30;

export const WHO_MAY_MESSAGE = ["members", "met", "nobody"] as const;
export type WhoMayMessage = (typeof WHO_MAY_MESSAGE)[number];

const messageText = z
  .string()
  .trim()
  .min(1, CONVERSATION_TEXTS.emptyMessage)
  .max(MESSAGE_MAX_LENGTH, CONVERSATION_TEXTS.messageTooLong);

export const conversationCreateSchema = z
  .object({
    user_ids: z
      .array(idInt())
      .min(1, CONVERSATION_TEXTS.nobodyChosen)
      .max(CONVERSATION_MAX_OTHERS, CONVERSATION_TEXTS.tooManyMembers),
    text: messageText,
  })
  .strict();
export type ConversationCreate = z.infer<typeof conversationCreateSchema>;

export const messageCreateSchema = z.object({ text: messageText }).strict();
export type MessageCreate = z.infer<typeof messageCreateSchema>;

export const memberNameSchema = z.object({ user_id: z.number().int(), name: z.string() });

export const messageSchema = z.object({
  id: z.number().int(),
  /** Null once the author's account is erased. */
  author: memberNameSchema.nullable(),
  text: z.string(),
  created_at: z.iso.datetime(),
  mine: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  /** The other members, by name. */
  members: z.array(memberNameSchema),
  last_message: z
    .object({ text: z.string(), author_id: z.number().int().nullable(), created_at: z.iso.datetime() })
    .nullable(),
  last_activity_at: z.iso.datetime(),
  unread_count: z.number().int(),
  /** The stay request it belongs to, if any. */
  stay_request_id: z.string().nullable(),
  /** Whether she may write in it now (not when a member left, blocked, or a stay's conversation has closed). */
  writable: z.boolean(),
  /** The introduction that opened it (decision 0062): who introduced them and her note, shown at its top. */
  introduction: z.object({ introducer: memberNameSchema.nullable(), note: z.string() }).nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsListSchema = z.object({ conversations: z.array(conversationSchema) });
export type ConversationsList = z.infer<typeof conversationsListSchema>;

export const conversationIdParamsSchema = z.object({ id: z.uuid(CONVERSATION_TEXTS.notFound) });
export const stayRequestIdParamsSchema = z.object({ requestId: z.uuid(CONVERSATION_TEXTS.notFound) });
export const messageIdParamsSchema = z.object({ id: idParam() });
export const memberIdParamsSchema = z.object({ userId: idParam() });

export const messagesQuerySchema = z.object({
  /** The id of the oldest message of the page before (older ones follow). */
  cursor: idParam().optional(),
});

export const messagesPageSchema = z.object({
  conversation: conversationSchema,
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** The cursor of the next (older) page, or null at the beginning. */
  next_cursor: z.number().int().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const reportCreateSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, CONVERSATION_TEXTS.reasonRequired)
      .max(REPORT_REASON_MAX_LENGTH, CONVERSATION_TEXTS.reasonTooLong),
  })
  .strict();
export type ReportCreate = z.infer<typeof reportCreateSchema>;

export const reportAnswerSchema = z.object({ reported: z.literal(true) });
export const blockAnswerSchema = z.object({ blocked: z.boolean() });

export const messageSettingsSchema = z.object({ who_may_message: z.enum(WHO_MAY_MESSAGE) }).strict();
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

/** Whether she may write to a member now, and whether she blocked her (the profile's button and menu). */
export const messagingWithSchema = z.object({ may_message: z.boolean(), blocked: z.boolean() });
export type MessagingWith = z.infer<typeof messagingWithSchema>;

export const reportedMessageSchema = z.object({
  report_id: z.number().int(),
  message: messageSchema.omit({ mine: true }),
  reporter: memberNameSchema,
  reason: z.string(),
  reported_at: z.iso.datetime(),
});
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;
export const reportedMessagesSchema = z.object({ reports: z.array(reportedMessageSchema) });
export type ReportedMessages = z.infer<typeof reportedMessagesSchema>;
