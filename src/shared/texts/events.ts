/**
 * The words of events, series and covers that both sides say: the server's 4xx messages, the schemas' validation messages and the
 * texts the web shows from them (docs/decisions/0032-where-the-words-live.md).
 */
import { EVENT_DATE_RANGE, SERIES_OCCURRENCES_MAX } from "../event-bounds.ts";
import type { REPEAT_EVERY } from "../recurrence.ts";

export const EVENT_TEXTS = {
  notFound: "Event not found",
  invalidInvitation: "Invalid or expired invitation",
  endBeforeStart: "The end must be after the start.",
  invalidDate: "Use a date like 2026-05-01.",
  dateOutOfRange: `Choose a date from ${EVENT_DATE_RANGE.min} to ${EVENT_DATE_RANGE.max}.`,
  invalidTime: "Use a time like 16:00.",
  invalidColor: "Use a colour like #d3d3d3.",
  invalidTimezone: "Choose a time zone such as America/New_York.",
  invalidState: "Choose one of the 50 US states.",
  invalidLink: "Use a link that starts with https:// or http://.",
  notEventImage: "Choose one of this event's images.",
  standardCannotCreate: "Standard members cannot create events.",
  notJoined: "You have not joined this event.",
  inviteOnly: "This event is by invitation only.",
  invalidWallClock: "Use a date and time like 2026-05-01T18:00.",
  reservedWithoutCapacity: "Set a capacity before reserving seats.",
  reservedAboveCapacity: "Reserved seats cannot be more than the capacity.",
  deadlineAfterStart: "The RSVP deadline must be before the start.",
  deadlinePassed: "The RSVP deadline has already passed.",
  releaseAfterStart: "Release the reserved seats before the start.",
  repliesClosed: "Replies to this event have closed.",
  cancelled: "This event has been cancelled.",
  ended: "This event has ended.",
  alreadyCancelled: "This event is already cancelled.",
  tooManyGuests: (max: number) =>
    max === 0 ? "This event does not take guests." : `You may bring up to ${max} guest${max === 1 ? "" : "s"}.`,
  guestNameMissing: "Give each guest's name.",
  invalidDateOrInstant: "Use a date like 2026-05-01 or an ISO 8601 instant.",
  noMemberChosen: "Choose at least one member.",
  invitationsSent: (count: number) => (count === 1 ? "1 invitation sent." : `${count} invitations sent.`),
  emptySearch: "Type part of a name or an email address.",
  invalidFields: "Some fields are missing or invalid.",
  unknownCursor: "This cursor is not one the server gave.",
  onlyManagersChange: "Only the event's creator or an admin can change it.",
  onlyManagersCancel: "Only the event's creator or an admin can cancel it.",
  onlyManagersDelete: "Only the event's creator or an admin can delete it.",
  onlyManagersBanner: "Only the event's creator or an admin can choose its banner.",
  deleted: (count: number) => (count === 1 ? "Event deleted." : `${count} events deleted.`),
  membersNotFound: "Some of the chosen members could not be found.",
  noSuchMember: "No such member.",
  confirmationToSelfOnly: "You can only send a confirmation to yourself.",
  confirmationSent: "Confirmation email sent.",
  noSuchCalendarFeed: "No such calendar feed.",
  /** Confidential gatherings (decision 0059). */
  confidentialNoPhotos: "A confidential gathering keeps no photos: what happens there stays there.",
  confidentialHasPhotos: "This gathering has photos. Remove them before making it confidential.",
} as const;

export const SERIES_TEXTS = {
  countOrUntil: "Choose how many times, or the date it repeats until.",
  untilBeforeStart: "The last date must be after the first.",
  tooMany: `A series has at most ${SERIES_OCCURRENCES_MAX} dates; choose an earlier last date.`,
  tooFew: "The repeat gives a single date; choose a later last date.",
  notFound: "Series not found",
} as const;

/** How each repeat reads when no first date is given. */
export const REPEAT_LABELS: Record<(typeof REPEAT_EVERY)[number], string> = {
  weekly: "Every week",
  biweekly: "Every two weeks",
  "monthly-date": "Monthly, on the same date",
  "monthly-weekday": "Monthly, on the same weekday",
  "monthly-last-weekday": "Monthly, on the last of that weekday",
};

export const COVER_TEXTS = {
  noSuchImage: "No such image.",
  uploadFailed: "The cover could not be uploaded.",
  onlyManagers: "Only the event's creator or an admin can change its cover.",
} as const;
