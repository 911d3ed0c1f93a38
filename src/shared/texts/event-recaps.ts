/** What the server says about an event's recap (docs/product/events.md#recap, decision 0069). */
export const RECAP_TEXTS = {
  textRequired: "Write a few words for the recap.",
  textTooLong: "A recap is at most 4000 characters.",
  tooManyPhotos: "A recap shows at most 24 photos.",
  invalidPhoto: "Choose photos of this event by their id.",
  photoNotOfEvent: "This photo is not one of the event's photos that may be shown.",
  audienceInvalid: "Send it to the participants or to the whole club.",
  clubOnlyForOpen: "Only an open event's recap may go to the whole club.",
  notOrganiser: "Only the event's organiser or an admin can write its recap.",
  confidential: "A confidential gathering has no recap: what is said there stays there.",
  notEnded: "A recap can be written once the event has ended.",
  cancelled: "A cancelled event has no recap.",
  alreadySent: "This recap has been sent: it cannot be changed or sent again.",
  noDraft: "Write the recap before sending it.",
} as const;
