import { deleteCommentsOf } from "./modules/comments/service.ts";
import { endCalendarFeedOf } from "./modules/events/calendar-service.ts";
import { clearBannersOf, type EventDeletedSubscriber } from "./modules/events/service.ts";
import { endUnsubscribeLinksOf } from "./modules/mailings/service.ts";
import { unlinkEventImages, type ImagesDeletedSubscriber } from "./modules/gallery/service.ts";
import type { MemberDeactivatedSubscriber } from "./modules/members/service.ts";
import { unpublishHomesOf } from "./modules/stays/service.ts";

/**
 * What modules do when another module's things go (or a member is deactivated), wired here so that no module imports the module it reacts to
 * (decision 22). Each list runs inside the deleting module's transaction, before its rows go.
 */
export interface Subscribers {
  eventDeleted: ReadonlyArray<EventDeletedSubscriber>;
  imagesDeleted: ReadonlyArray<ImagesDeletedSubscriber>;
  memberDeactivated: ReadonlyArray<MemberDeactivatedSubscriber>;
}

export const SUBSCRIBERS: Subscribers = {
  eventDeleted: [
    // Its images stay in the gallery without the event link (docs/product/data.md#deleting-an-event).
    unlinkEventImages,
    // Its comments and their likes go with it.
    (trx, event) => deleteCommentsOf(trx, [event.id]),
  ],
  imagesDeleted: [(trx, imageIds) => deleteCommentsOf(trx, imageIds), clearBannersOf],
  // Her secret links end for good: a reactivated member makes a new feed and gets new unsubscribe links; her homes
  // go back to drafts (docs/product/data.md#deactivation).
  memberDeactivated: [endCalendarFeedOf, endUnsubscribeLinksOf, unpublishHomesOf],
};
