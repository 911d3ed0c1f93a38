import type { Notice, NoticeDelivery } from "../../shared/notifications.ts";
import { DIGEST_SCHEDULE, NOTICE_SAYS } from "../../shared/texts/notifications.ts";

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
    /** When the daily and weekly digests go out. */
    schedule: DIGEST_SCHEDULE,
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
      "photo-tag": "When a member tags me in a photo",
      "event-message": "Messages from an event's organiser",
      duty: "Members joining my committees or volunteering at my events",
      "event-recap": "Recaps of events",
      sponsorship: "Applicants who name me as their sponsor",
    } satisfies Record<Notice["kind"], string>,
  },
  /** Under a "tagged you in a photo" notice, while her tag waits for her answer. */
  photoTag: {
    label: "Your answer to this tag",
    accept: "Accept",
    decline: "Decline",
    accepted: "Accepted: you are shown in this photo.",
    declined: "Declined: you are not tagged in this photo.",
    failed: "That did not work. Please try again.",
  },
  /** What each kind of notice says, from its actor and subject (the digests' emails say the same). */
  says: NOTICE_SAYS,
} as const;
