import type { Config } from "../../config.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { ClubContextSource } from "../../email-templates/context.ts";
import type { Actor } from "../../access/index.ts";
import type { SessionMember } from "../../kernel/sessions/signed-in-member.ts";
import type { GalleryService } from "../gallery/index.ts";
import type { Outbox } from "../outbox/index.ts";
import { setEventBanner } from "./banner.ts";
import { cachedEventJson, createEventsCache } from "./cached-list.ts";
import { calendarFeedOf, endCalendarFeed, eventForIcs, eventsOfFeed, renewCalendarFeed } from "./calendar-service.ts";
import { chooseCover, removeCover, uploadCover } from "./cover.ts";
import { toIcs } from "./ics.ts";
import {
  acceptInvitation,
  declineInvitations,
  inviteMembers,
  joinEvent,
  leaveEvent,
  sendJoinConfirmation,
} from "./participation-service.ts";
import {
  cancelEventInScope,
  createSeries,
  deleteEventInScope,
  presentSeries,
  updateEventInScope,
} from "./series-service.ts";
import { writeToParticipants } from "./organiser-message.ts";
import { createEvent, listEvents, presentEvent, type EventDeletedSubscriber } from "./service.ts";

export interface EventsDependencies {
  db: Db;
  mail: Outbox;
  config: Pick<Config, "clubTimezone" | "clubLocale" | "publicUrl">;
  /** The club as its admins set it: calendar files carry its name (PRODID, the feed's name). */
  club: ClubContextSource;
  gallery: GalleryService;
  onEventDeleted: ReadonlyArray<EventDeletedSubscriber>;
}

type Rest<F> = F extends (db: never, ...rest: infer R) => unknown ? R : never;

/**
 * Events as their routes ask for them, built once from the module's dependencies: each call answers the event as the
 * caller sees it after the change. The events list's and pages' cached answers live here, one per instance.
 */
export function eventsServices({ db, mail, config, club, gallery, onEventDeleted }: EventsDependencies) {
  const cache = createEventsCache();
  // Read before any transaction opens (on SQLite a read beside an open transaction waits for it).
  const named = async () => ({ ...config, clubName: (await club()).clubName });
  const present = (id: string, actor: Actor) => presentEvent(db, id, actor);
  const feedUrl = (secret: string) => `${config.publicUrl.href.replace(/\/+$/, "")}/api/calendar/${secret}.ics`;

  return {
    list: (actor: Actor, query: Rest<typeof listEvents>[2]) => listEvents(db, cache, actor, query, config.clubTimezone),
    pageJson: (actor: Actor, key: string) => cachedEventJson(db, cache, actor, key),
    create: async (actor: Actor, fields: Rest<typeof createEvent>[1]) =>
      present(await createEvent(db, actor, fields), actor),
    update: async (
      actor: Actor,
      key: string,
      update: Rest<typeof updateEventInScope>[3],
      scope: Rest<typeof updateEventInScope>[4],
    ) => present(await updateEventInScope(db, mail, actor, key, update, scope, await named()), actor),
    setBanner: async (actor: Actor, key: string, imageId: string | null) =>
      present(await setEventBanner(db, actor, key, imageId), actor),
    cancel: async (actor: Actor, key: string, reason: string | null, scope: Rest<typeof cancelEventInScope>[4]) =>
      present(await cancelEventInScope(db, mail, actor, key, reason, scope, await named()), actor),
    delete: (actor: Actor, key: string, scope: Rest<typeof deleteEventInScope>[2]) =>
      deleteEventInScope(db, actor, key, scope, onEventDeleted),

    createSeries: async (actor: Actor, input: Rest<typeof createSeries>[1]) =>
      presentSeries(db, actor, await createSeries(db, actor, input)),
    series: (actor: Actor, id: string) => presentSeries(db, actor, id),

    join: async (actor: Actor, key: string, request: Rest<typeof joinEvent>[3]) => {
      const { eventId, ...seating } = await joinEvent(db, mail, actor, key, request);
      return { ...(await present(eventId, actor)), ...seating };
    },
    writeToParticipants: (actor: Actor & { name: string }, key: string, text: string) =>
      writeToParticipants(db, mail, actor, key, text),
    declineInvitations: async (actor: Actor, key: string) => present(await declineInvitations(db, actor, key), actor),
    leave: async (actor: Actor, key: string) => present(await leaveEvent(db, mail, actor, key), actor),
    invite: (inviter: SessionMember, request: Rest<typeof inviteMembers>[2]) =>
      inviteMembers(db, mail, inviter, request),
    acceptInvitation: (actor: Actor, token: string) => acceptInvitation(db, mail, actor, token),
    sendJoinConfirmation: (actor: SessionMember, request: Rest<typeof sendJoinConfirmation>[2]) =>
      sendJoinConfirmation(db, mail, actor, request),

    eventCalendar: async (actor: Actor, key: string) => {
      const row = await eventForIcs(db, actor, key);
      return { ics: await toIcs([row], await named()), filename: `${row.slug}.ics` };
    },
    calendarFeed: (actor: Actor) => calendarFeedOf(db, actor),
    renewCalendarFeed: (actor: Actor) => renewCalendarFeed(db, actor, feedUrl),
    endCalendarFeed: (actor: Actor) => endCalendarFeed(db, actor),
    feedCalendar: async (secret: string) => {
      const calendar = await named();
      return toIcs(await eventsOfFeed(db, secret), calendar, `${calendar.clubName} events`);
    },

    uploadCover: async (actor: SessionMember, key: string, upload: { buffer: Buffer }) =>
      present(await uploadCover(db, gallery, actor, key, upload), actor),
    chooseCover: async (actor: SessionMember, key: string, imageId: string) =>
      present(await chooseCover(db, gallery, actor, key, imageId), actor),
    removeCover: async (actor: Actor, key: string) => present(await removeCover(db, actor, key), actor),
  };
}

export type EventsServices = ReturnType<typeof eventsServices>;
