import {
  blockAnswerSchema,
  conversationCreateSchema,
  conversationIdParamsSchema,
  conversationSchema,
  conversationsListSchema,
  memberIdParamsSchema,
  messageCreateSchema,
  messageIdParamsSchema,
  messageSchema,
  messageSettingsSchema,
  messagesPageSchema,
  messagesQuerySchema,
  messagingWithSchema,
  reportAnswerSchema,
  reportCreateSchema,
  reportedMessagesSchema,
  stayRequestIdParamsSchema,
} from "../../../shared/conversations.ts";
import { CONVERSATION_PATHS } from "../../../shared/paths/conversations.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { messageLimits, startLimits } from "./limits.ts";
import type { ConversationsService } from "./service.ts";

const tags = ["conversations"];

export const conversationsRoutes = (conversations: ConversationsService): RouteTable => [
  route({
    method: "POST",
    url: CONVERSATION_PATHS.list,
    guard: "member",
    schema: {
      tags,
      summary: "Start a conversation with one or a few members (or reuse her one-to-one one) with a first message",
      body: conversationCreateSchema,
      response: { 201: conversationSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
    rateLimits: (request) => [
      ...startLimits(signedInMember(request).user_id),
      ...messageLimits(signedInMember(request).user_id),
    ],
    handler: async (request, reply) => {
      reply.code(201);
      return conversations.start(signedInMember(request), request.body);
    },
  }),
  route({
    method: "GET",
    url: CONVERSATION_PATHS.list,
    guard: "member",
    schema: {
      tags,
      summary: "Her conversations, newest activity first, with unread counts",
      response: { 200: conversationsListSchema, ...errorResponses(401) },
    },
    handler: async (request) => conversations.list(signedInMember(request)),
  }),
  route({
    method: "GET",
    url: CONVERSATION_PATHS.messages,
    guard: "member",
    schema: {
      tags,
      summary: "A page of a conversation's messages, oldest first (the newest page marks it read)",
      params: conversationIdParamsSchema,
      querystring: messagesQuerySchema,
      response: { 200: messagesPageSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      conversations.messages(signedInMember(request), request.params.id, request.query.cursor),
  }),
  route({
    method: "POST",
    url: CONVERSATION_PATHS.messages,
    guard: "member",
    schema: {
      tags,
      summary: "Write in a conversation",
      params: conversationIdParamsSchema,
      body: messageCreateSchema,
      response: { 201: messageSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
    rateLimits: (request) => messageLimits(signedInMember(request).user_id),
    handler: async (request, reply) => {
      reply.code(201);
      return conversations.write(signedInMember(request), request.params.id, request.body.text);
    },
  }),
  route({
    method: "GET",
    url: CONVERSATION_PATHS.forStayRequest,
    guard: "member",
    schema: {
      tags,
      summary: "The conversation of a stay request, for its guest and host",
      params: stayRequestIdParamsSchema,
      response: { 200: conversationSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => conversations.forStayRequest(signedInMember(request), request.params.requestId),
  }),
  route({
    method: "GET",
    url: CONVERSATION_PATHS.messagingWith,
    guard: "member",
    schema: {
      tags,
      summary: "Whether she may write to a member, and whether she blocked her",
      params: memberIdParamsSchema,
      response: { 200: messagingWithSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => conversations.messagingWith(signedInMember(request), request.params.userId),
  }),
  route({
    method: "POST",
    url: CONVERSATION_PATHS.block,
    guard: "member",
    schema: {
      tags,
      summary: "Block a member: neither may start or write to the other",
      params: memberIdParamsSchema,
      response: { 200: blockAnswerSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => conversations.block(signedInMember(request), request.params.userId, true),
  }),
  route({
    method: "DELETE",
    url: CONVERSATION_PATHS.block,
    guard: "member",
    schema: {
      tags,
      summary: "Unblock a member",
      params: memberIdParamsSchema,
      response: { 200: blockAnswerSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => conversations.block(signedInMember(request), request.params.userId, false),
  }),
  route({
    method: "POST",
    url: CONVERSATION_PATHS.report,
    guard: "member",
    schema: {
      tags,
      summary: "Report a message to the admins, with a reason",
      params: messageIdParamsSchema,
      body: reportCreateSchema,
      response: { 201: reportAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return conversations.report(signedInMember(request), request.params.id, request.body.reason);
    },
  }),
  route({
    method: "GET",
    url: CONVERSATION_PATHS.settings,
    guard: "member",
    schema: { tags, summary: "Who may write to her", response: { 200: messageSettingsSchema, ...errorResponses(401) } },
    handler: async (request) => conversations.settings(signedInMember(request)),
  }),
  route({
    method: "PUT",
    url: CONVERSATION_PATHS.settings,
    guard: "member",
    schema: {
      tags,
      summary: "Choose who may write to her: members, met (members she attended an event with) or nobody",
      body: messageSettingsSchema,
      response: { 200: messageSettingsSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => conversations.saveSettings(signedInMember(request), request.body),
  }),
  route({
    method: "GET",
    url: CONVERSATION_PATHS.reported,
    guard: "admin",
    schema: {
      tags,
      summary: "Messages reported to the admins (the only messages an admin reads)",
      response: { 200: reportedMessagesSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => conversations.reported(signedInMember(request)),
  }),
];
