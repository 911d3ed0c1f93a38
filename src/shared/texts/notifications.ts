import type { Notice } from "../notifications.ts";

const by = (notice: Notice) => notice.actor?.name ?? "A member";
const title = (notice: Notice) => `“${notice.subject.title}”`;

/** What the server says about notices (its 4xx messages), which the web shows too. */
export const NOTIFICATION_TEXTS = {
  notYours: "Those notices are not in your inbox.",
  tooManyStreams: "Too many live connections.",
  noChoice: "Choose how you hear of at least one kind of notice.",
} as const;

/** What each kind of notice says, from its actor and subject: the inbox and the digests' emails say the same. */
export const NOTICE_SAYS = {
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
  "photo-tag": (notice: Notice) => `${by(notice)} tagged you in the photo ${title(notice)}`,
  // Decision 72: to a committee's chair when a member joins it; to an event's organiser when one volunteers.
  duty: (notice: Notice) =>
    notice.subject.kind === "event"
      ? `${by(notice)} volunteered at ${title(notice)}${notice.excerpt ? ` as ${notice.excerpt}` : ""}`
      : `${by(notice)} joined the committee ${title(notice)}`,
  "event-recap": (notice: Notice) => `${by(notice)} sent the recap of ${title(notice)}`,
  sponsorship: (notice: Notice) => `${title(notice)} named you as her sponsor: will you vouch for her?`,
} satisfies Record<Notice["kind"], (notice: Notice) => string>;

/** The hour (in the club's time zone) digests go out, and the day of the weekly one. */
export const DIGEST_HOUR = 8;
export const DIGEST_WEEKDAY = "Monday";

/** When the digests go out, as Settings → Notifications says it. */
export const DIGEST_SCHEDULE =
  `Digests come by email at ${DIGEST_HOUR} in the morning, the club's time: a daily one each day, and on ${DIGEST_WEEKDAY}s ` +
  "a weekly one, “Your club this week”, with your next events and what is new in the club. None comes when there is " +
  "nothing new, and each has a link to stop it.";

/** The page a digest's unsubscribe link opens (the server renders it; the mailings' page says the same of theirs). */
export const DIGEST_UNSUBSCRIBE_TEXTS = {
  titles: {
    confirm: "Stop this digest?",
    already: "Your digest is stopped",
    done: "Your digest is stopped",
    unknown: "This link is not valid",
  },
  settings: "Settings",
  stillSent: "What it gathered stays in your notifications, and your other emails from the club still arrive.",
  confirm: (club: string) => `You will no longer receive this digest from ${club}.`,
  button: "Stop the digest",
  unsubscribed: (club: string) => `You will no longer receive this digest from ${club}.`,
  turnBackOn: (settings: string) => `You can choose a digest again in ${settings}.`,
  unknown: (settings: string) =>
    `This link is not one we sent. You can choose how you hear of each kind of notice in ${settings}.`,
} as const;
