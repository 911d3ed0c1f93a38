import type { Notice, NoticeDelivery } from "../../shared/notifications.ts";

const by = (notice: Notice) => notice.actor?.name ?? "A member";
const title = (notice: Notice) => `“${notice.subject.title}”`;

/** The words only the web says about her notices: the header's bell and the /notifications inbox. */
export const NOTIFICATIONS_COPY = {
  bell: {
    /** The bell's name for a screen reader, with her unread count. */
    label: (unread: number) =>
      unread === 0 ? "Notifications" : unread === 1 ? "Notifications, 1 unread" : `Notifications, ${unread} unread`,
    /** What the badge shows: at most "99+". */
    badge: (unread: number) => (unread > 99 ? "99+" : String(unread)),
  },
  eyebrow: "Members",
  title: "Notifications",
  lede: "Mentions, replies, invitations and news of your stays, newest first.",
  unreadCount: (unread: number) => (unread === 0 ? "All read" : unread === 1 ? "1 unread" : `${unread} unread`),
  markAllRead: "Mark all as read",
  markingAllRead: "Marking…",
  unread: "Unread",
  older: "Show older notifications",
  loadingOlder: "Loading…",
  loading: "Loading your notifications…",
  failed: "Your notifications could not be loaded. Try again in a moment.",
  markFailed: "That could not be marked as read. Try again in a moment.",
  empty: "Nothing yet. When a member mentions you, replies to your event or photo, or invites you, it appears here.",
  listLabel: "Your notifications",
  /** Settings → Notifications: how she hears of each kind. */
  preferences: {
    heading: "Notifications",
    text: "For each kind of notice, choose how you hear of it. A mention always comes at once, never in a digest.",
    loading: "Loading…",
    loadFailed: "Your notification choices could not be loaded.",
    saved: "Notification choices saved.",
    saveFailed: "Your choice could not be saved. Try again in a moment.",
    deliveries: {
      inbox: "In my inbox only",
      email: "By email at once",
      daily: "In a daily digest",
      weekly: "In a weekly digest",
      off: "Off",
    } satisfies Record<NoticeDelivery, string>,
    kinds: {
      mention: "When a member mentions me",
      "comment-on-event": "Comments on my events",
      "comment-on-photo": "Comments on my photos",
      invitation: "Invitations to events",
      "waitlist-promoted": "A seat found for me on a waitlist",
      "stay-request": "Requests to stay in my home",
      "stay-answer": "Answers to my stay requests",
      message: "Messages from members",
      introduction: "Introductions",
      "membership-reminder": "Membership reminders",
      "admin-notice": "Notices from the club",
      "photo-removal": "Requests to remove photos, and their answers",
      "event-message": "Messages from an event's organiser",
    } satisfies Record<Notice["kind"], string>,
  },
  /** What each kind of notice says, from its actor and subject. */
  says: {
    mention: (notice: Notice) => `${by(notice)} mentioned you on ${title(notice)}`,
    "comment-on-event": (notice: Notice) => `${by(notice)} commented on your event ${title(notice)}`,
    "comment-on-photo": (notice: Notice) => `${by(notice)} commented on your photo in ${title(notice)}`,
    invitation: (notice: Notice) => `${by(notice)} invited you to ${title(notice)}`,
    "waitlist-promoted": (notice: Notice) => `A seat opened for you: you are going to ${title(notice)}`,
    "stay-request": (notice: Notice) => `${by(notice)} asked to stay at ${title(notice)}`,
    "stay-answer": (notice: Notice) => `${by(notice)} answered your request for ${title(notice)}`,
    message: (notice: Notice) => `${by(notice)} wrote to you`,
    introduction: (notice: Notice) => notice.subject.title,
    "membership-reminder": (notice: Notice) => `Your membership: ${notice.subject.title}`,
    "admin-notice": (notice: Notice) => notice.subject.title,
    "photo-removal": (notice: Notice) => notice.subject.title,
    "event-message": (notice: Notice) => `${by(notice)} wrote to everyone going to ${title(notice)}`,
  } satisfies Record<Notice["kind"], (notice: Notice) => string>,
} as const;
