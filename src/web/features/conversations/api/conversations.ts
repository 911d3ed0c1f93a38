import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  reportAnswerSchema,
  reportedMessagesSchema,
  conversationsListSchema,
  messageSchema,
  messagesPageSchema,
  type ConversationCreate,
  type ConversationsList,
} from "../../../../shared/conversations.ts";
import { conversationSchema } from "../../../../shared/conversations.ts";
import { CONVERSATION_PATHS } from "../../../../shared/paths/conversations.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { STREAM_EVENTS } from "../../../../shared/notifications.ts";
import { NOTIFICATION_PATHS } from "../../../../shared/paths/notifications.ts";
import { api } from "../../../lib/api.ts";

const listKey = ["conversations"] as const;
const messagesKey = (id: string) => ["conversations", id, "messages"] as const;

/** GET /api/conversations: hers, newest activity first. */
export const useConversations = () =>
  useQuery({ queryKey: listKey, queryFn: () => api(CONVERSATION_PATHS.list, { schema: conversationsListSchema }) });

/**
 * GET /api/conversations/:id/messages: the newest page. Reading it marks the conversation read, so her list, when it
 * counts some of it unread, is read again.
 */
export function useMessages(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messagesKey(id ?? ""),
    enabled: id !== undefined,
    queryFn: async () => {
      const page = await api(callPath(CONVERSATION_PATHS.messages, { id: id! }), { schema: messagesPageSchema });
      const listed = queryClient.getQueryData<ConversationsList>(listKey)?.conversations.find((c) => c.id === id);
      if (listed && listed.unread_count > 0) void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
      return page;
    },
  });
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api(callPath(CONVERSATION_PATHS.messages, { id }), { method: "POST", body: { text }, schema: messageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConversationCreate) =>
      api(CONVERSATION_PATHS.list, { method: "POST", body, schema: conversationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST /api/messages/:id/report: a message of another member's, sent to the admins with her reason. */
export const useReportMessage = () =>
  useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api(callPath(CONVERSATION_PATHS.report, { id: String(id) }), {
        method: "POST",
        body: { reason },
        schema: reportAnswerSchema,
      }),
  });

/**
 * A new notice on her live stream (a message among them) refreshes her conversations while the page is open, and the
 * open conversation's messages with them (its key begins with theirs): read again through the API, so that the access
 * layer decides what she sees, never the stream.
 */
export function useLiveConversations() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const stream = new EventSource(NOTIFICATION_PATHS.stream);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey });
    stream.addEventListener(STREAM_EVENTS.notice, refresh);
    stream.addEventListener(STREAM_EVENTS.superseded, () => stream.close());
    return () => stream.close();
  }, [queryClient]);
}

/** GET /api/admin/reported-messages: admins only. */
export const useReportedMessages = () =>
  useQuery({
    queryKey: ["admin", "reported-messages"],
    queryFn: () => api(CONVERSATION_PATHS.reported, { schema: reportedMessagesSchema }),
  });
