import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { NOTIFICATIONS_COPY as COPY } from "../../../content/notifications.ts";
import type { Notice } from "../../../../shared/notifications.ts";
import { useMarkRead, useNotices, useUnreadCount } from "../api/notifications.ts";
import { NoticeItem } from "../components/NoticeItem.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { useAuthStatus } from "../../auth/index.ts";

/**
 * /notifications: her inbox (docs/product/notifications.md), newest first, page by page; an unread notice is marked,
 * and read once she opens it; "Mark all as read". New notices arrive through her stream without a reload.
 */
export function NotificationsPage() {
  usePageTitle("Notifications");
  const notices = useNotices();
  const status = useAuthStatus().data;
  const userId = status?.authenticated ? status.user.user_id : undefined;
  const markRead = useMarkRead();
  const unread = useUnreadCount() ?? notices.data?.pages[0]?.unread_count ?? 0;
  const all = notices.data?.pages.flatMap((page) => page.notices) ?? [];

  const open = (notice: Notice) => {
    if (!notice.read) markRead.mutate({ ids: [notice.id] });
  };

  return (
    <main id="main" className="page notifications-page">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <div className="notifications-bar">
        <p className="notifications-count" role="status">
          {notices.data ? COPY.unreadCount(unread) : ""}
        </p>
        <Button
          variant="quiet"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {markRead.isPending && markRead.variables && "all" in markRead.variables
            ? COPY.markingAllRead
            : COPY.markAllRead}
        </Button>
      </div>
      {markRead.isError && <Alert tone="error">{markRead.error.message || COPY.markFailed}</Alert>}
      {notices.isError && <Alert tone="error">{notices.error.message || COPY.failed}</Alert>}
      {notices.isPending && <p className="muted">{COPY.loading}</p>}
      {notices.data && all.length === 0 && <p className="notifications-empty">{COPY.empty}</p>}
      {all.length > 0 && (
        <ol className="notice-list" aria-label={COPY.listLabel}>
          {all.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onOpen={open} userId={userId} />
          ))}
        </ol>
      )}
      {notices.hasNextPage && (
        <Button variant="quiet" disabled={notices.isFetchingNextPage} onClick={() => void notices.fetchNextPage()}>
          {notices.isFetchingNextPage ? COPY.loadingOlder : COPY.older}
        </Button>
      )}
    </main>
  );
}
