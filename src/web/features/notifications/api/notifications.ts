import {
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { NOTIFICATION_PATHS } from "../../../../shared/paths/notifications.ts";
import type { MarkRead, NoticesPage, NotificationPreferencesChange } from "../../../../shared/notifications.ts";
import { api } from "../../../lib/api.ts";

/** Her notices' pages (the inbox), and her unread count (the bell, fed by the live stream and by every page read). */
export const noticesKey = ["me", "notifications", "pages"] as const;
export const unreadKey = ["me", "notifications", "unread"] as const;

const schemas = () => import("../../../../shared/notifications.ts");

/** GET /api/me/notifications?cursor=: a page of her notices, newest first, older than the cursor. */
export const getNotices = (cursor: number | null) =>
  api(cursor === null ? NOTIFICATION_PATHS.list : `${NOTIFICATION_PATHS.list}?cursor=${cursor}`, {
    schema: async () => (await schemas()).noticesPageSchema,
  });

/** Her unread count, as the bell shows it: undefined until the stream (or a page) has told it. */
export const useUnreadCount = () =>
  useQuery<number>({ queryKey: unreadKey, queryFn: skipToken, staleTime: Infinity }).data;

export const setUnread = (client: QueryClient, count: number) => client.setQueryData(unreadKey, count);

/** The inbox: her notices page by page (each page's cursor the one the page before answered). */
export function useNotices() {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: noticesKey,
    queryFn: async ({ pageParam }): Promise<NoticesPage> => {
      const page = await getNotices(pageParam);
      setUnread(client, page.unread_count);
      return page;
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** POST /api/me/notifications/read: some notices (`ids`) or all; her new count goes to the bell. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) =>
      api(NOTIFICATION_PATHS.read, {
        method: "POST",
        body,
        schema: async () => (await schemas()).markReadAnswerSchema,
      }),
    onSuccess: async (answer) => {
      setUnread(client, answer.unread_count);
      await client.invalidateQueries({ queryKey: noticesKey });
    },
  });
}

export const noticePreferencesKey = ["me", "notification-preferences"] as const;
/** The Settings switches' key (members' api): the comment switch speaks for some of these choices. */
const emailSwitchesKey = ["me", "preferences"] as const;

/** GET /api/me/notification-preferences: how she hears of each kind of notice. */
export function useNoticePreferences() {
  return useQuery({
    queryKey: noticePreferencesKey,
    queryFn: () =>
      api(NOTIFICATION_PATHS.preferences, { schema: async () => (await schemas()).notificationPreferencesSchema }),
  });
}

/** PUT /api/me/notification-preferences: one kind's new choice; the answer is all of them. */
export function useChangeNoticePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreferencesChange) =>
      api(NOTIFICATION_PATHS.preferences, {
        method: "PUT",
        body: change,
        schema: async () => (await schemas()).notificationPreferencesSchema,
      }),
    onSuccess: async (saved) => {
      client.setQueryData(noticePreferencesKey, saved);
      await client.invalidateQueries({ queryKey: emailSwitchesKey, exact: true });
    },
  });
}
