import { Link } from "react-router";
import { NOTIFICATIONS_COPY as COPY } from "../../../content/notifications.ts";
import { useNoticeStream } from "../api/notice-stream.ts";
import { useUnreadCount } from "../api/notifications.ts";

/**
 * The bell in the members' header: a link to her inbox, with her unread count as a badge, kept live by her stream
 * (loaded in a chunk of its own, only for a signed-in member). Its name says the count: "Notifications, 3 unread".
 */
export function NotificationBell() {
  useNoticeStream();
  const unread = useUnreadCount() ?? 0;
  return (
    <Link to="/notifications" className="notification-bell" aria-label={COPY.bell.label(unread)}>
      <svg className="notification-bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2H4.5l1.5-2Z" />
        <path d="M10 20.5a2 2 0 0 0 4 0" />
      </svg>
      {unread > 0 && (
        <span className="notification-bell__badge" aria-hidden="true">
          {COPY.bell.badge(unread)}
        </span>
      )}
    </Link>
  );
}
