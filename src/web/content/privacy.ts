import type { PrivacyKind } from "../../shared/privacy.ts";

/** What only the web says on her Privacy section in Settings (decision 0047). */
export const PRIVACY_COPY = {
  heading: "Privacy",
  intro:
    "Everything the club holds about you, counted. You can take a copy of all of it, or close your account and have it erased.",
  loadFailed: "Your data could not be counted just now. Please try again.",
  kinds: {
    profile: "Profile and account",
    applications: "Applications",
    events: "Events you created",
    rsvps: "Replies to events",
    photos: "Photos you uploaded",
    photoTags: "Photos you are tagged in",
    comments: "Comments",
    likes: "Likes",
    messages: "Messages you wrote",
    stayListings: "Homes for stays",
    stayRequests: "Stay requests",
    payments: "Payments",
    notifications: "Notifications and your choices for them",
    sessions: "Sessions",
    devices: "Devices",
    emails: "Emails sent to you",
    audit: "Record of what was done on your account",
  } satisfies Record<PrivacyKind, string>,
  exportHeading: "Take a copy",
  exportText:
    "We prepare an archive of everything above, with your original photos and a page to read it, and email you a link. The link works once, for 24 hours, while you are signed in.",
  exportButton: "Export my data",
  preparing: "We are preparing your archive…",
  ready: "Your archive is ready: we have emailed you the link.",
  used: "Your last archive was downloaded. You can ask for a new one.",
  expired: "The link to your last archive has expired. You can ask for a new one.",
  failed: "Your last archive could not be prepared. Please ask again.",
  exportFailed: "Your archive could not be asked for just now. Please try again.",
  closeHeading: "Close my account",
  closeText:
    "Your account closes at once and is erased after 30 days. Signing in before then reopens it. The club keeps that you were a member, not what you removed.",
  closeButton: "Close my account",
  closing: (day: string) =>
    `Your account is closing. It will be erased on ${day}. Sign in again before then to keep it.`,
  dialogTitle: "Close your account",
  dialogText:
    "You will be signed out everywhere. After 30 days your profile, photo, sessions, passkeys, preferences and uploads are erased.",
  password: "Your password",
  commentsLegend: "Your comments",
  commentsKeep: "Keep them, signed “Former member”",
  commentsDelete: "Delete my comments",
  photosLegend: "Your photos of the club's events",
  photosLeave: "Leave them to the club",
  photosDelete: "Delete my photos",
  cancel: "Keep my account",
  confirm: "Close my account",
  closeFailed: "Your account could not be closed. Please try again.",
} as const;
