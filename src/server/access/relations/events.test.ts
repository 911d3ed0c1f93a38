import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { eventPayload, seriesRepeat } from "../../../../test/server/kits/events-test-kit.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { queuedEmails } from "../../../../test/server/harness/test-app.ts";
import { eventInvitationsRepository } from "../../modules/events/invitations-repository.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";

import {
  cover,
  event,
  eventComment,
  image,
  forgetRates,
  inject,
  invitationTarget,
  invite,
  inWeeklyDigest,
  listed,
  onHome,
  people,
  relationSuite,
  seesEvent,
  server,
  status,
  text,
  type Outcome,
  type Relation,
  VIRTUAL_LINK,
  type Ways,
  searched,
} from "../../../../test/server/authorization/relation-club.ts";

// The relation rows of the invite-only event, its invitations, virtual link, cover and series, and the members'
// calendar feeds (relation-club.ts: the club, the checks).

type EventKind = "event" | "invitation" | "event virtual link" | "event cover" | "event series" | "calendar feed";

function expected(kind: EventKind, relation: Relation, way: string): Outcome {
  const seesIt = seesEvent(relation);
  switch (kind) {
    case "event":
      if (way === "on the members' home")
        return ["creator", "participant", "author", "invitee (pending)", "admin"].includes(relation)
          ? "reached"
          : "hidden";
      if (way === "personal feed") return relation === "participant" || relation === "author" ? "reached" : "hidden";
      // Whoever sees it hears of it as a new event, but its creator (decision 0063).
      if (way === "in the weekly digest") return seesIt && relation !== "creator" ? "reached" : "hidden";
      // An expired or declined invitation still shows her the event, but no longer lets her join it.
      if (way === "join")
        return !seesIt
          ? "hidden"
          : relation === "invitee (expired)" || relation === "invitee (declined)"
            ? "refused"
            : "reached";
      // Only to herself, and only for an event she has joined.
      if (way === "confirmation email")
        return !seesIt ? "hidden" : relation === "participant" || relation === "author" ? "reached" : "refused";
      return seesIt ? "reached" : "hidden";
    case "invitation":
      if (way === "accept one sent to another member") return "hidden";
      return seesIt ? "reached" : "hidden";
    case "event virtual link":
      if (way === "personal feed" || way === "email it causes")
        return relation === "participant" || relation === "author" ? "reached" : "hidden";
      return ["creator", "participant", "author", "admin"].includes(relation) ? "reached" : "hidden";
    case "event cover":
      return seesIt ? "reached" : "hidden";
    case "event series":
      if (way === "by id") return ["creator", "invitee (pending)", "admin"].includes(relation) ? "reached" : "hidden";
      if (relation === "creator" || relation === "admin") return "reached";
      return relation === "invitee (pending)" ? "refused" : "hidden";
    case "calendar feed":
      return "reached";
  }
}

/** Whether a list of events holds the suite's event with its virtual link. */
const linkListed = (answer: LightMyRequestResponse) =>
  status(answer, (a) =>
    (a.json() as { id: string; virtual_link?: string }[]).some(
      (e) => e.id === event.id && e.virtual_link === VIRTUAL_LINK,
    ),
  );

/**
 * A fresh invite-only weekly series of two by the creator, the pending invitee invited to its first date (written
 * directly: the invite call's rate limit is kept for the rows about invitations).
 */
async function freshSeries() {
  const answer = await inject("creator", "POST", "/api/event-series", {
    ...eventPayload({ title: "Founders' series", exclusivity: "invite-only" }),
    repeat: seriesRepeat,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const series = answer.json() as { id: string; events: { id: string }[] };
  const now = Date.now();
  await eventInvitationsRepository(server.database.db).create({
    tokenHash: hashToken(newToken()),
    eventId: series.events[0]!.id,
    userId: people["invitee (pending)"].userId,
    invitedBy: people.creator.userId,
    expiresAt: now + 86_400_000,
    now,
  });
  return { id: series.id, first: series.events[0]!.id };
}

const WAYS: Ways<EventKind> = {
  event: {
    search: async (who) => searched(who, "founders supper", "events", event.id),
    list: async (who) => listed(await inject(who, "GET", "/api/events"), event.id),
    "list page": async (who) => listed(await inject(who, "GET", "/api/events?limit=50"), event.id),
    "filter by dates": async (who) =>
      listed(await inject(who, "GET", "/api/events?from=2031-06-13&to=2031-06-15"), event.id),
    "by id": async (who) => status(await inject(who, "GET", `/api/events/${event.id}`)),
    "by slug": async (who) => status(await inject(who, "GET", `/api/events/${event.slug}`)),
    ics: async (who) =>
      status(await inject(who, "GET", `/api/events/${event.id}/ics`), (a) => a.body.includes(event.title)),
    "personal feed": async (who) => {
      // Her own secret feed URL, fetched without a session as a calendar app does: it carries the events she joined.
      const made = await inject(who, "POST", "/api/me/calendar-feed");
      if (made.statusCode !== 200) return status(made);
      return status(await server.app.inject({ method: "GET", url: new URL(made.json().url).pathname }), (a) =>
        a.body.includes(event.title),
      );
    },
    "its images": async (who) => listed(await inject(who, "GET", `/api/images/event/${event.id}`), image.id),
    "its comments": async (who) =>
      status(await inject(who, "GET", `/api/comments?commentableId=${event.id}&limit=100`), (a) =>
        a.json().some((c: { id: number }) => c.id === eventComment),
      ),
    "comment on it": async (who) =>
      status(await inject(who, "POST", "/api/comments", { commentableId: event.id, content: text() })),
    join: async (who) => {
      const answer = await inject(who, "POST", `/api/events/${event.id}/join`);
      // Those who were not taking part leave again, so the later ways see the relations as they were.
      if (answer.statusCode === 200 && who !== "participant" && who !== "author")
        await inject(who, "DELETE", `/api/events/${event.id}/leave`);
      return status(answer);
    },
    "its seats and her place on the waitlist": async (who) =>
      status(await inject(who, "GET", `/api/events/${event.id}`), (a) => {
        const seen = a.json() as { seats_left: unknown; waitlist_position: unknown; waitlist_count: unknown };
        return "seats_left" in seen && seen.waitlist_position === null && seen.waitlist_count === 0;
      }),
    "link an image to it": async (who) => {
      const answer = await upload(
        server,
        people[who].cookie,
        { data: await plainJpeg(20, 20), name: "x.jpg" },
        { event_id: event.id },
      );
      return answer.statusCode === 400 ? "hidden" : status(answer);
    },
    "email it causes": async (who) => {
      if (people[who].email === "") return "hidden";
      const before = (await queuedEmails(server, people[who].email)).length;
      await forgetRates();
      await inject("author", "POST", "/api/comments", {
        commentableId: event.id,
        content: `Dear @${people[who].name}, ${text()}`,
        mentions: [people[who].userId],
      });
      const after = await queuedEmails(server, people[who].email);
      // The author is never emailed about her own comment: she may see the event, which her comment proves.
      if (who === "author") return "reached";
      return after.length > before && after.at(-1)!.kind === "comment-mention" ? "reached" : "hidden";
    },
    "confirmation email": async (who) => {
      const answer = await inject(who, "POST", "/api/events/send-confirmation", {
        eventId: event.id,
        userId: people[who].userId || 1,
      });
      if (answer.statusCode !== 200) return status(answer);
      const mails = await queuedEmails(server, people[who].email);
      return mails.some((mail) => mail.kind === "join-confirmation" && mail.text_body.includes(event.title))
        ? "reached"
        : "hidden";
    },
    "in the weekly digest": async (who) => inWeeklyDigest(who, (digest) => digest.includes(event.title)),
    "on the members' home": async (who) =>
      onHome(who, (home) =>
        [...home.next_events, ...home.invitations, ...home.new_events].some((e) => e.id === event.id),
      ),
  },
  invitation: {
    "send one to a member": async (who) => {
      const before = (await queuedEmails(server, invitationTarget.email)).length;
      const answer = await inject(who, "POST", "/api/events/invite", {
        eventId: event.id,
        userIds: [invitationTarget.userId],
      });
      if (answer.statusCode !== 200) return status(answer);
      const after = await queuedEmails(server, invitationTarget.email);
      return after.length > before && after.at(-1)!.kind === "event-invitation" ? "reached" : "hidden";
    },
    "accept one sent to another member": async (who) => {
      // The creator sends one for each relation, more than a member may in an hour; the limit is not what this row proves.
      await server.database.db.deleteFrom("rate_limits").where("bucket", "like", "event-invite:%").execute();
      const token = await invite(invitationTarget);
      const answer = await inject(who, "GET", `/api/events/invite/${token}`);
      // An invitation that is no longer valid would hide the question (a 400 for everyone): it is not the answer asked for.
      return answer.statusCode === 400 ? "refused" : status(answer);
    },
  },
  "event virtual link": {
    list: async (who) => linkListed(await inject(who, "GET", "/api/events")),
    "list page": async (who) => linkListed(await inject(who, "GET", "/api/events?limit=50")),
    "filtered list": async (who) => linkListed(await inject(who, "GET", "/api/events?from=2031-06-01&to=2031-06-30")),
    "by id": async (who) =>
      status(await inject(who, "GET", `/api/events/${event.id}`), (a) => a.json().virtual_link === VIRTUAL_LINK),
    ics: async (who) =>
      status(await inject(who, "GET", `/api/events/${event.id}/ics`), (a) => a.body.includes(VIRTUAL_LINK)),
    "personal feed": async (who) => {
      const made = await inject(who, "POST", "/api/me/calendar-feed");
      if (made.statusCode !== 200) return status(made);
      return status(await server.app.inject({ method: "GET", url: new URL(made.json().url).pathname }), (a) =>
        a.body.includes(VIRTUAL_LINK),
      );
    },
    "on the members' home": async (who) =>
      status(await inject(who, "GET", "/api/me/home"), (a) => a.body.includes(VIRTUAL_LINK)),
    "email it causes": async (who) => {
      if (people[who].email === "") return "hidden";
      await inject(who, "POST", "/api/events/send-confirmation", { eventId: event.id, userId: people[who].userId });
      const emails = await queuedEmails(server, people[who].email);
      return emails.some((e) => e.kind === "join-confirmation" && e.text_body.includes(VIRTUAL_LINK))
        ? "reached"
        : "hidden";
    },
  },
  "event cover": {
    "in the event answer": async (who) =>
      status(await inject(who, "GET", `/api/events/${event.id}`), (a) => a.json().cover?.image_id === cover.image_id),
    "in the events list": async (who) =>
      status(await inject(who, "GET", "/api/events"), (a) => a.body.includes(cover.image_id)),
    "image by id": async (who) => status(await inject(who, "GET", `/api/images/${cover.image_id}`)),
    "variant link": async (who) =>
      status(await inject(who, "GET", `/api/images/${cover.image_id}/display`), (a) => a.statusCode === 302),
    "file bytes": async (who) => {
      const [small, large] = [
        await inject(who, "GET", cover.variants[0]!.url),
        await inject(who, "GET", cover.variants[1]!.url),
      ];
      expect(small.statusCode).toBe(large.statusCode);
      return status(large, (a) => a.rawPayload.length > 0);
    },
    "gallery list": async (who) => listed(await inject(who, "GET", "/api/images"), cover.image_id),
  },
  "event series": {
    "by id": async (who) =>
      status(
        await inject(who, "GET", `/api/event-series/${(await freshSeries()).id}`),
        (a) => a.json().events.length === 1 || who !== "invitee (pending)",
      ),
    "change this and following": async (who) =>
      status(
        await inject(who, "PUT", `/api/events/${(await freshSeries()).first}`, { note: "A hat.", scope: "following" }),
      ),
    "cancel this and following": async (who) =>
      status(await inject(who, "POST", `/api/events/${(await freshSeries()).first}/cancel`, { scope: "following" })),
    "delete this and following": async (who) =>
      status(await inject(who, "DELETE", `/api/events/${(await freshSeries()).first}?scope=following`)),
  },
  "calendar feed": {
    // Each member's own feed settings: every member reaches her own, never another's (there is no id to ask by).
    "own settings": async (who) => status(await inject(who, "GET", "/api/me/calendar-feed")),
  },
};

relationSuite("events", WAYS, expected);
