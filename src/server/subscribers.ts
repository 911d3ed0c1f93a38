import { deleteCommentsOf } from "./modules/comments/index.ts";
import { clearBannersOf, endCalendarFeedOf, type EventDeletedSubscriber } from "./modules/events/index.ts";
import { endUnsubscribeLinksOf } from "./modules/mailings/index.ts";
import {
  unlinkEventImages,
  type ImagesDeletedSubscriber,
  type ImagesWithheldSubscriber,
} from "./modules/gallery/index.ts";
import type { MemberDeactivatedSubscriber, MemberRemoval } from "./modules/members/index.ts";
import { cancelRemovalErasure, scheduleRemovalErasure } from "./modules/privacy/index.ts";
import { unpublishHomesOf } from "./modules/stays/index.ts";

/**
 * What modules do when another module's things go (or a member is deactivated), wired here so that no module imports the module it reacts to
 * (decision 22). Each list runs inside the deleting module's transaction, before its rows go.
 */
export interface Subscribers {
  eventDeleted: ReadonlyArray<EventDeletedSubscriber>;
  imagesDeleted: ReadonlyArray<ImagesDeletedSubscriber>;
  imagesWithheld: ReadonlyArray<ImagesWithheldSubscriber>;
  memberDeactivated: ReadonlyArray<MemberDeactivatedSubscriber>;
  memberRemoval: MemberRemoval;
}

export const SUBSCRIBERS: Subscribers = {
  eventDeleted: [
    // Its images stay in the gallery without the event link (docs/product/data.md#deleting-an-event).
    unlinkEventImages,
    // Its comments and their likes go with it.
    (trx, event) => deleteCommentsOf(trx, [event.id]),
  ],
  imagesDeleted: [(trx, imageIds) => deleteCommentsOf(trx, imageIds), clearBannersOf],
  // A photo down after a member asked for it to be removed is no event's banner any more (decision 0056).
  imagesWithheld: [clearBannersOf],
  // Her secret links end for good: a reactivated member makes a new feed and gets new unsubscribe links; her homes
  // go back to drafts (docs/product/data.md#deactivation).
  memberDeactivated: [endCalendarFeedOf, endUnsubscribeLinksOf, unpublishHomesOf],
  // A removed member is erased as a closed account is, after the same period, unless reactivated first (decision 0060).
  memberRemoval: { schedule: scheduleRemovalErasure, cancel: cancelRemovalErasure },
};
