import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventCover } from "../../shared/event-cover.ts";
import { MEMBER_TYPES, type MemberType } from "../../shared/members.ts";
import type { DirectoryPage, MembersHome } from "../../shared/profiles.ts";
import { eventPayload, seriesRepeat } from "../../../test/server/kits/events-test-kit.ts";
import { eventInvitationsRepository } from "../modules/events/invitations-repository.ts";
import { hashToken, newToken } from "../modules/auth/tokens.ts";
import {
  hasGpsPointer,
  imageWithGps,
  plainJpeg,
  upload,
  uploadForm,
} from "../../../test/server/kits/gallery-test-kit.ts";
import { inDays, stayPayload } from "../../../test/server/kits/stays-test-kit.ts";
import {
  createMember,
  linkToken,
  login,
  queuedEmails,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../../test/server/harness/test-app.ts";
import { ACCESS_CATALOGUE, type AccessKind } from "../../../test/server/authorization/access-catalogue.ts";

/**
 * The relation suite (docs/product/access.md): what an invite-only event holds (the event, a photo linked to
 * it, the photo's files, comments on both and their likes) asked for by every relation a member can have to it, by
 * every way of reaching it that ACCESS_CATALOGUE lists. Admin-only kinds are asked for by every relation too.
 * A kind or a way without a row here fails the suite, as the route matrix does for routes.
 */

type Relation =
  | "creator"
  | "participant"
  | "uploader"
  | "author"
  | "invitee (pending)"
  | "invitee (accepted, left)"
  | "invitee (expired)"
  | "invitee (declined)"
  | "host"
  | "guest (accepted)"
  | "guest (pending)"
  | `uninvited ${MemberType}`
  | "admin"
  | "deactivated"
  | "anonymous";

const UNINVITED = MEMBER_TYPES.map((type) => `uninvited ${type}` as const);
const RELATIONS: Relation[] = [
  "creator",
  "participant",
  "uploader",
  "author",
  "invitee (pending)",
  "invitee (accepted, left)",
  "invitee (expired)",
  "invitee (declined)",
  "host",
  "guest (accepted)",
  "guest (pending)",
  ...UNINVITED,
  "admin",
  "deactivated",
  "anonymous",
];

/** What a way answers a relation: the thing shown or done, hidden (as if it did not exist), or "log in first". */
type Outcome = "reached" | "hidden" | "refused" | "unauthenticated";

interface Person {
  cookie: string | undefined;
  userId: number;
  email: string;
  name: string;
}

let server: TestServer;
const people = {} as Record<Relation, Person>;
let event: { id: string; slug: string; title: string };
let image: { id: string; title: string; display_url: string; thumbnail_url: string };
let imageComment: number;
/** The host's published home (with a photo, an accepted stay and a pending request) and her draft (with a photo). */
let stay: { id: string; photo: string; address: string; title: string };
let draft: { id: string; photo: string; title: string };
let acceptedRequest: string;
let pendingRequest: string;
let nextStayDay = 30;
let eventComment: number;
/** A member outside every relation, whom the others invite to the event. */
let invitationTarget: Person;
/** The creator's photo and the deactivated member's (set before she was deactivated). */
const photos = { creator: "", deactivated: "" };
const VIRTUAL_LINK = "https://meet.example/founders-supper-5519";
let cover: EventCover;

const inject = (who: Relation, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) => {
  const cookie = people[who].cookie;
  return server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
};

async function person(type: MemberType, admin = false): Promise<Person> {
  const member = await createMember(server, { type, admin });
  return {
    cookie: await login(server.app, member.email),
    userId: member.userId,
    email: member.email,
    name: member.name,
  };
}

async function invite(to: Person) {
  const answer = await inject("creator", "POST", "/api/events/invite", { eventId: event.id, userIds: [to.userId] });
  expect(answer.statusCode).toBe(200);
  return linkToken(server, to.email, "/events/invite/");
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  people.creator = await person("Founding");
  people.admin = await person("Founding", true);
  for (const relation of UNINVITED) people[relation] = await person(relation.replace("uninvited ", "") as MemberType);
  people.anonymous = { cookie: undefined, userId: 0, email: "", name: "" };
  for (const relation of [
    "participant",
    "uploader",
    "author",
    "invitee (pending)",
    "invitee (accepted, left)",
    "invitee (expired)",
    "invitee (declined)",
    "deactivated",
  ] as const) {
    people[relation] = await person("Standard");
  }

  const created = await inject(
    "creator",
    "POST",
    "/api/events",
    eventPayload({
      title: "Founders' supper",
      exclusivity: "invite-only",
      is_physical: false,
      location: null,
      zip_code: null,
      city: null,
      state: null,
      country: null,
      virtual_link: VIRTUAL_LINK,
    }),
  );
  expect(created.statusCode).toBe(201);
  event = created.json();
  const covered = await server.app.inject({
    method: "POST",
    url: `/api/events/${event.id}/cover`,
    payload: uploadForm({ data: await plainJpeg(60, 40), name: "cover.jpg" }),
    headers: { cookie: people.creator.cookie! },
  });
  expect(covered.statusCode, covered.body).toBe(200);
  cover = covered.json().cover;

  for (const relation of ["participant", "uploader", "author", "invitee (accepted, left)", "deactivated"] as const) {
    expect((await inject(relation, "GET", `/api/events/invite/${await invite(people[relation])}`)).statusCode).toBe(
      200,
    );
  }
  await invite(people["invitee (pending)"]);
  invitationTarget = await person("Standard");
  await invite(people["invitee (expired)"]);
  await invite(people["invitee (declined)"]);
  expect((await inject("invitee (declined)", "POST", `/api/events/${event.id}/decline`)).statusCode).toBe(200);
  await db
    .updateTable("event_invitations")
    .set({ expires_at: Date.now() - 1 })
    .where("user_id", "=", people["invitee (expired)"].userId)
    .execute();
  const left = await inject("invitee (accepted, left)", "DELETE", `/api/events/${event.id}/leave`);
  expect(left.statusCode, left.body).toBe(200);

  // The uploader put a photo on the event's page; since then she neither takes part nor holds an invitation.
  const uploaded = await upload(
    server,
    people.uploader.cookie,
    { data: await plainJpeg(64, 48), name: "supper.jpg" },
    { event_id: event.id, title: "The long table", tags: "supper" },
  );
  expect(uploaded.statusCode).toBe(201);
  image = uploaded.json();
  await db.deleteFrom("event_participants").where("user_id", "=", people.uploader.userId).execute();
  await db.deleteFrom("event_invitations").where("user_id", "=", people.uploader.userId).execute();

  // The author commented on the photo and on the event; the participant liked the photo's comment.
  imageComment = (
    await inject("author", "POST", "/api/comments", { commentableId: image.id, content: "What a table." })
  ).json().id;
  eventComment = (
    await inject("author", "POST", "/api/comments", { commentableId: event.id, content: "See you there." })
  ).json().id;
  expect((await inject("participant", "POST", `/api/comments/${imageComment}/like`)).statusCode).toBe(200);

  // The creator shows her city to admins only; the uploader shows the photo of the supper in her showcase.
  const creatorProfile = {
    headline: "Founder",
    company: "Maison Creator",
    city: "Quimper",
    bio: "",
    interests: [],
    links: [],
    ask_me_about: "",
    visibility: { city: "admins" },
  };
  expect((await inject("creator", "PUT", "/api/me/profile", creatorProfile)).statusCode).toBe(200);
  const showcase = { pieces: [{ image_id: image.id, title: "The long table", medium: "Photograph" }] };
  expect((await inject("uploader", "PUT", "/api/me/showcase", showcase)).statusCode).toBe(200);
  // The host's two homes: a draft and a published one, each with a photo carrying GPS before the pipeline.
  people.host = await person("Travel Host");
  for (const relation of ["guest (accepted)", "guest (pending)"] as const) people[relation] = await person("Standard");
  const addPhoto = async (id: string) => {
    const answer = await server.app.inject({
      method: "POST",
      url: `/api/stays/${id}/photos`,
      payload: uploadForm({ data: await imageWithGps("jpeg"), name: "home.jpg" }),
      headers: { cookie: people.host.cookie! },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().photos[0].id as string;
  };
  const published = (
    await inject(
      "host",
      "POST",
      "/api/stays",
      stayPayload(server, {
        title: "Villa Aurora",
        availability: [{ from: inDays(server, 10), to: inDays(server, 1000), min_nights: 2, max_nights: 14 }],
      }),
    )
  ).json();
  stay = { id: published.id, photo: await addPhoto(published.id), address: published.address, title: published.title };
  const drafted = (
    await inject("host", "POST", "/api/stays", stayPayload(server, { title: "Maison Secrète", published: false }))
  ).json();
  draft = { id: drafted.id, photo: await addPhoto(drafted.id), title: drafted.title };
  const ask = async (who: Relation, from: number) =>
    (
      await inject(who, "POST", `/api/stays/${stay.id}/requests`, {
        from: inDays(server, from),
        to: inDays(server, from + 3),
        guests: 2,
        message: "May we?",
      })
    ).json().id as string;
  acceptedRequest = await ask("guest (accepted)", 12);
  expect(
    (await inject("host", "PATCH", `/api/stay-requests/${acceptedRequest}`, { status: "accepted" })).statusCode,
  ).toBe(200);
  pendingRequest = await ask("guest (pending)", 16);

  // The creator and the deactivated member set their photos.
  for (const relation of ["creator", "deactivated"] as const) {
    const set = await server.app.inject({
      method: "POST",
      url: "/api/me/avatar",
      payload: uploadForm({ data: await plainJpeg(60, 40), name: "me.jpg" }),
      headers: { cookie: people[relation].cookie! },
    });
    expect(set.statusCode, set.body).toBe(201);
    photos[relation] = set.json().avatar_url;
  }

  // The deactivated member took part, then an admin deactivated her.
  expect(
    (await inject("admin", "PUT", `/api/users/${people.deactivated.userId}/active`, { active: false })).statusCode,
  ).toBe(200);
});

afterAll(async () => {
  await server.close();
});

/** Who may see what an invite-only event holds (docs/product/access.md#invite-only-events): the event itself, then what inherits from it. */
function expected(kind: AccessKind, relation: Relation, way: string): Outcome {
  // The token in a club email's image address stands for the session a mail app does not have: anyone holding it.
  if (way === "email link") return "reached";
  // Nobody is emailed about what she may not see; a deactivated member is emailed nothing, and a visitor has no address.
  if (way === "email it causes" && (relation === "anonymous" || relation === "deactivated")) return "hidden";
  if (relation === "anonymous" || relation === "deactivated") return "unauthenticated";
  const staysOnly = relation === "host" || relation === "guest (accepted)" || relation === "guest (pending)";
  const seesEvent = !relation.startsWith("uninvited") && relation !== "uploader" && !staysOnly;
  const seesImage = seesEvent || relation === "uploader";
  switch (kind) {
    case "event":
      if (way === "on the members' home")
        return ["creator", "participant", "author", "invitee (pending)", "admin"].includes(relation)
          ? "reached"
          : "hidden";
      if (way === "personal feed") return relation === "participant" || relation === "author" ? "reached" : "hidden";
      // An expired or declined invitation still shows her the event, but no longer lets her join it.
      if (way === "join")
        return !seesEvent
          ? "hidden"
          : relation === "invitee (expired)" || relation === "invitee (declined)"
            ? "refused"
            : "reached";
      // Only to herself, and only for an event she has joined.
      if (way === "confirmation email")
        return !seesEvent ? "hidden" : relation === "participant" || relation === "author" ? "reached" : "refused";
      return seesEvent ? "reached" : "hidden";
    case "invitation":
      if (way === "accept one sent to another member") return "hidden";
      return seesEvent ? "reached" : "hidden";
    case "event virtual link": {
      if (way === "personal feed" || way === "email it causes")
        return relation === "participant" || relation === "author" ? "reached" : "hidden";
      return ["creator", "participant", "author", "admin"].includes(relation) ? "reached" : "hidden";
    }
    case "event cover":
      return seesEvent ? "reached" : "hidden";
    case "event series":
      if (way === "by id") return ["creator", "invitee (pending)", "admin"].includes(relation) ? "reached" : "hidden";
      if (relation === "creator" || relation === "admin") return "reached";
      return relation === "invitee (pending)" ? "refused" : "hidden";
    case "image":
      // Her own photos are not news to her.
      if (way === "new photos on the members' home" && relation === "uploader") return "hidden";
      if (way === "edit" || way === "delete")
        return !seesImage ? "hidden" : relation === "uploader" || relation === "admin" ? "reached" : "refused";
      return seesImage ? "reached" : "hidden";
    case "comment":
      if (way === "edit") return !seesImage ? "hidden" : relation === "author" ? "reached" : "refused";
      if (way === "delete")
        return !seesImage ? "hidden" : relation === "author" || relation === "admin" ? "reached" : "refused";
      return seesImage ? "reached" : "hidden";
    case "like":
      return seesImage ? "reached" : "hidden";
    case "calendar feed":
    case "own home":
      return "reached";
    case "profile":
      // The search never answers the one asking, so her own email does not find her either.
      if (way.startsWith("member search by her email")) return relation === "admin" ? "reached" : "hidden";
      if (
        way === "a field shown to admins only" ||
        way.includes("by a field shown to admins only") ||
        way.startsWith("email")
      )
        return relation === "creator" || relation === "admin" ? "reached" : "hidden";
      return "reached";
    case "deactivated member's profile":
    case "deactivated member's photo":
      return "hidden";
    case "member's photo":
      return "reached";
    case "stay draft":
      if (way === "request") return relation === "host" ? "refused" : relation === "admin" ? "refused" : "hidden";
      return relation === "host" || relation === "admin" ? "reached" : "hidden";
    case "stay":
      if (way === "edit" || way === "add a photo")
        return relation === "host" || relation === "admin" ? "reached" : "refused";
      if (way === "request") return relation === "host" ? "refused" : "reached";
      return "reached";
    case "stay address":
      if (way === "photo file (metadata)") return "hidden";
      if (way === "email it causes") return relation === "guest (accepted)" ? "reached" : "hidden";
      // Her own list holds the requests she made and those for her homes: an admin reads others' one by one.
      if (way === "requests list") return relation === "host" || relation === "guest (accepted)" ? "reached" : "hidden";
      return relation === "host" || relation === "admin" || relation === "guest (accepted)" ? "reached" : "hidden";
    case "stay request": {
      const party = relation === "host" || relation === "admin" || relation === "guest (pending)";
      if (way === "email it causes")
        return relation === "host" || relation === "guest (pending)" ? "reached" : "hidden";
      if (way === "requests list") return relation === "host" || relation === "guest (pending)" ? "reached" : "hidden";
      if (way === "sign the guest book") return party ? "refused" : "hidden";
      if (way === "accept or decline")
        return !party ? "hidden" : relation === "guest (pending)" ? "refused" : "reached";
      return party ? "reached" : "hidden";
    }
    case "membership tier":
      return way === "own" || relation === "admin" ? "reached" : "refused";
    case "second factor":
      return "reached";
    case "session":
      return way === "end all others" || relation === "creator" ? "reached" : "hidden";
    case "passkey":
      return relation === "creator" ? "reached" : "hidden";
    case "member":
      return way === "invite search" || relation === "admin" ? "reached" : "refused";
    default:
      return relation === "admin" ? "reached" : "refused";
  }
}

const status = (
  answer: LightMyRequestResponse,
  reached = (a: LightMyRequestResponse) => a.statusCode < 300,
): Outcome => {
  if (answer.statusCode === 401) return "unauthenticated";
  if (answer.statusCode === 404) return "hidden";
  if (answer.statusCode === 403 || answer.statusCode === 409) return "refused";
  return reached(answer) ? "reached" : "hidden";
};

/** The newest email the club queued (the setting-up queued invitations and notices). */
const lastEmailId = async () =>
  (await server.database.db.selectFrom("outbox").select("id").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow())
    .id;

/** The member's home, and whether `found` finds the thing in it. */
const onHome = async (who: Relation, found: (home: MembersHome) => boolean) =>
  status(await inject(who, "GET", "/api/me/home"), (a) => found(a.json()));

const inDirectory = (answer: LightMyRequestResponse, userId: number) =>
  status(answer, (a) => (a.json() as DirectoryPage).members.some((m) => m.user_id === userId));

const listed = (answer: LightMyRequestResponse, id: string) =>
  status(answer, (a) => (a.json() as { id: string }[]).some((thing) => thing.id === id));

/** Whether a list of events holds the suite's event with its virtual link. */
const linkListed = (answer: LightMyRequestResponse) =>
  status(answer, (a) =>
    (a.json() as { id: string; virtual_link?: string }[]).some(
      (e) => e.id === event.id && e.virtual_link === VIRTUAL_LINK,
    ),
  );

let post = 0;
const text = () => `A note ${(post += 1)}`;

/** Whether an answer (one home, a list, one request or a list of them) carries the home's exact address. */
const carriesAddress = (answer: LightMyRequestResponse) =>
  status(answer, (a) => a.body.includes(JSON.stringify(stay.address)));

const icsEscaped = (value: string) => value.replace(/,/g, "\\,");

/** Asks for a stay on dates of its own each time, so that no two asks overlap an accepted stay. */
async function askStay(who: Relation, id: string) {
  nextStayDay += 3;
  return status(
    await inject(who, "POST", `/api/stays/${id}/requests`, {
      from: inDays(server, nextStayDay),
      to: inDays(server, nextStayDay + 2),
      guests: 1,
      message: "",
    }),
  );
}

/** A new pending request by the pending guest, for the ways that close one. */
async function freshRequest() {
  nextStayDay += 3;
  const answer = await inject("guest (pending)", "POST", `/api/stays/${stay.id}/requests`, {
    from: inDays(server, nextStayDay),
    to: inDays(server, nextStayDay + 2),
    guests: 1,
    message: "",
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as string;
}

async function addStayPhoto(who: Relation, id: string) {
  const answer = await server.app.inject({
    method: "POST",
    url: `/api/stays/${id}/photos`,
    payload: uploadForm({ data: await plainJpeg(22, 22), name: "z.jpg" }),
    headers: people[who].cookie ? { cookie: people[who].cookie } : {},
  });
  return status(answer);
}

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

/** Each way of reaching a kind, asked as one relation: what it answered. */
const WAYS: { [K in AccessKind]: Record<keyof (typeof ACCESS_CATALOGUE)[K], (who: Relation) => Promise<Outcome>> } = {
  event: {
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
  image: {
    list: async (who) => listed(await inject(who, "GET", "/api/images"), image.id),
    "list page": async (who) => listed(await inject(who, "GET", "/api/images?limit=50"), image.id),
    "filter by event": async (who) =>
      listed(await inject(who, "GET", `/api/images?limit=10&eventId=${event.id}`), image.id),
    "filter by tag (search)": async (who) => listed(await inject(who, "GET", "/api/images?tag=supper"), image.id),
    "by id": async (who) => status(await inject(who, "GET", `/api/images/${image.id}`)),
    "by title": async (who) => status(await inject(who, "GET", `/api/images/${encodeURIComponent(image.title)}`)),
    "variant link": async (who) =>
      status(await inject(who, "GET", `/api/images/${image.id}/display`), (a) => a.statusCode === 302),
    "file bytes": async (who) => {
      const [display, thumbnail] = [
        await inject(who, "GET", image.display_url),
        await inject(who, "GET", image.thumbnail_url),
      ];
      expect(display.statusCode).toBe(thumbnail.statusCode);
      return status(display, (a) => a.rawPayload.length > 0);
    },
    "email link": async (who) => {
      // An admin's mailing shows the photo: its email address is for whoever holds the email (decision 0024).
      const preview = await inject("admin", "POST", "/api/admin/mail-preview", {
        subject: "The long table",
        body: `<img src="${server.config.publicUrl.origin}${image.display_url}" alt="The long table">`,
        recipientGroup: "testing",
      });
      const src = /<img src="([^"]+)"/.exec(preview.json().html)![1]!;
      expect(src).toContain("/media/emailed/");
      return status(await inject(who, "GET", new URL(src).pathname), (a) => a.rawPayload.length > 0);
    },
    "its comments": async (who) =>
      status(await inject(who, "GET", `/api/comments?commentableId=${image.id}`), (a) =>
        a.json().some((c: { id: number }) => c.id === imageComment),
      ),
    "comment on it": async (who) =>
      status(await inject(who, "POST", "/api/comments", { commentableId: image.id, content: text() })),
    "comment on it (image route)": async (who) =>
      status(await inject(who, "POST", `/api/images/${image.id}/comments`, { text: text() })),
    edit: async (who) => status(await inject(who, "PUT", `/api/images/${image.id}`, { description: text() })),
    delete: async (who) => {
      // Asked with a photo of the same event made for the question, so the photo under test stays.
      const spare = (
        await upload(
          server,
          people.participant.cookie,
          { data: await plainJpeg(21, 21), name: "y.jpg" },
          { event_id: event.id },
        )
      ).json();
      await server.database.db
        .updateTable("images")
        .set({ uploaded_by: people.uploader.userId })
        .where("id", "=", spare.id)
        .execute();
      const answer = await inject(who, "POST", "/api/delete-images", { images: [spare.id] });
      if (answer.statusCode === 200) return answer.json().deleted.includes(spare.id) ? "reached" : "hidden";
      return status(answer);
    },
    "email it causes": async (who) => {
      if (people[who].email === "") return "hidden";
      const before = (await queuedEmails(server, people[who].email)).length;
      await inject("participant", "POST", "/api/comments", {
        commentableId: image.id,
        content: `@${people[who].name} ${text()}`,
        mentions: [people[who].userId],
      });
      const after = await queuedEmails(server, people[who].email);
      if (who === "participant") return "reached";
      return after.length > before ? "reached" : "hidden";
    },
    "new photos on the members' home": async (who) => {
      // The home shows the newest few: the photo under test is made the newest, after the spare ones made above.
      await server.database.db
        .updateTable("images")
        .set({ created_at: Date.now() })
        .where("id", "=", image.id)
        .execute();
      return onHome(who, (home) => home.new_photos.some((photo) => photo.id === image.id));
    },
    "in her showcase": async (who) =>
      status(await inject(who, "GET", `/api/profiles/${people.uploader.userId}`), (a) =>
        a.json().showcase.some((piece: { image_id: string }) => piece.image_id === image.id),
      ),
  },
  comment: {
    "in its thread": async (who) =>
      status(await inject(who, "GET", `/api/comments?commentableId=${image.id}&limit=100`), (a) =>
        a.json().some((c: { id: number }) => c.id === imageComment),
      ),
    edit: async (who) =>
      status(await inject(who, "PUT", `/api/comments/${imageComment}`, { content: "What a table." })),
    delete: async (who) => {
      const spare = await server.database.db
        .insertInto("comments")
        .values({ commentable_id: image.id, author_id: people.author.userId, content: text(), created_at: Date.now() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return status(await inject(who, "DELETE", `/api/comments/${spare.id}`));
    },
    "mentioning her, on the members' home": async (who) => {
      // A comment on the photo that names her, by someone else who may see it.
      const author = who === "author" ? "participant" : "author";
      // The suite posts more comments a minute than a member may; the limit is not what this row proves.
      await server.database.db.deleteFrom("rate_limits").execute();
      const posted = await inject(author, "POST", "/api/comments", {
        commentableId: image.id,
        content: `@${people[who].name} ${text()}`,
        mentions: people[who].userId ? [people[who].userId] : [],
      });
      expect(posted.statusCode).toBe(201);
      const id = posted.json().id as number;
      return onHome(who, (home) => home.comments.some((comment) => comment.id === id));
    },
  },
  like: {
    like: async (who) => status(await inject(who, "POST", `/api/comments/${imageComment}/like`)),
    unlike: async (who) => status(await inject(who, "DELETE", `/api/comments/${imageComment}/unlike`)),
  },
  profile: {
    "by id": async (who) => status(await inject(who, "GET", `/api/profiles/${people.creator.userId}`)),
    "a field shown to admins only": async (who) =>
      status(await inject(who, "GET", `/api/profiles/${people.creator.userId}`), (a) => a.json().city === "Quimper"),
    "email (admins only by default)": async (who) =>
      status(
        await inject(who, "GET", `/api/profiles/${people.creator.userId}`),
        (a) => a.json().email === people.creator.email,
      ),
    directory: async (who) => inDirectory(await inject(who, "GET", "/api/directory?limit=50"), people.creator.userId),
    "directory search by name": async (who) =>
      inDirectory(
        await inject(who, "GET", `/api/directory?q=${encodeURIComponent(people.creator.name)}`),
        people.creator.userId,
      ),
    "directory search by a field shown to admins only": async (who) =>
      inDirectory(await inject(who, "GET", "/api/directory?city=Quimper"), people.creator.userId),
    "member search by her email (admins only by default)": async (who) =>
      status(await inject(who, "GET", `/api/members?q=${encodeURIComponent(people.creator.email)}`), (a) =>
        (a.json() as { user_id: number }[]).some((m) => m.user_id === people.creator.userId),
      ),
    "new members on the members' home": async (who) => {
      // The home shows the newest few: the creator is made the newest member. She is not news to herself.
      await server.database.db
        .updateTable("users")
        .set({ created_at: Date.now() })
        .where("user_id", "=", people.creator.userId)
        .execute();
      return onHome(
        who,
        (home) => who === "creator" || home.new_members.some((m) => m.user_id === people.creator.userId),
      );
    },
  },
  "deactivated member's profile": {
    "by id": async (who) => status(await inject(who, "GET", `/api/profiles/${people.deactivated.userId}`)),
    "directory search by name": async (who) =>
      inDirectory(
        await inject(who, "GET", `/api/directory?q=${encodeURIComponent(people.deactivated.name)}`),
        people.deactivated.userId,
      ),
    "new members on the members' home": async (who) => {
      await server.database.db
        .updateTable("users")
        .set({ created_at: Date.now() + 60_000 })
        .where("user_id", "=", people.deactivated.userId)
        .execute();
      return onHome(who, (home) => home.new_members.some((m) => m.user_id === people.deactivated.userId));
    },
  },
  "member's photo": {
    "file bytes": async (who) => status(await inject(who, "GET", photos.creator)),
    "on her profile": async (who) =>
      status(
        await inject(who, "GET", `/api/profiles/${people.creator.userId}`),
        (a) => a.json().avatar_url === photos.creator,
      ),
    "in the directory": async (who) =>
      status(await inject(who, "GET", `/api/directory?q=${encodeURIComponent(people.creator.name)}`), (a) =>
        (a.json() as DirectoryPage).members.some((m) => m.avatar_url === photos.creator),
      ),
  },
  "deactivated member's photo": {
    "file bytes": async (who) => status(await inject(who, "GET", photos.deactivated)),
    "beside her among the event's participants": async (who) =>
      status(await inject(who, "GET", `/api/events/${event.id}`), (a) =>
        a.json().participants.some((p: { avatar_url?: string | null }) => p.avatar_url === photos.deactivated),
      ),
  },
  "own home": { read: async (who) => status(await inject(who, "GET", "/api/me/home")) },
  "stay draft": {
    list: async (who) => listed(await inject(who, "GET", "/api/stays"), draft.id),
    "filter by dates and guests": async (who) =>
      listed(
        await inject(who, "GET", `/api/stays?from=${inDays(server, 40)}&to=${inDays(server, 43)}&guests=2`),
        draft.id,
      ),
    "search by place": async (who) => listed(await inject(who, "GET", "/api/stays?where=secr"), draft.id),
    "by id": async (who) => status(await inject(who, "GET", `/api/stays/${draft.id}`)),
    "photo file": async (who) =>
      status(
        await inject(who, "GET", `/api/stays/${draft.id}/photos/${draft.photo}/display`),
        (a) => a.rawPayload.length > 0,
      ),
    edit: async (who) => status(await inject(who, "PUT", `/api/stays/${draft.id}`, { rules: text() })),
    "add a photo": async (who) => addStayPhoto(who, draft.id),
    request: async (who) => askStay(who, draft.id),
  },
  stay: {
    list: async (who) => listed(await inject(who, "GET", "/api/stays"), stay.id),
    "filter by dates and guests": async (who) =>
      listed(
        await inject(who, "GET", `/api/stays?from=${inDays(server, 40)}&to=${inDays(server, 43)}&guests=2`),
        stay.id,
      ),
    "search by place": async (who) => listed(await inject(who, "GET", "/api/stays?where=aurora"), stay.id),
    "by id": async (who) => status(await inject(who, "GET", `/api/stays/${stay.id}`)),
    "photo file": async (who) =>
      status(
        await inject(who, "GET", `/api/stays/${stay.id}/photos/${stay.photo}/thumb`),
        (a) => a.rawPayload.length > 0,
      ),
    edit: async (who) => status(await inject(who, "PUT", `/api/stays/${stay.id}`, { rules: text() })),
    "add a photo": async (who) => addStayPhoto(who, stay.id),
    request: async (who) => askStay(who, stay.id),
  },
  "stay address": {
    list: async (who) => carriesAddress(await inject(who, "GET", "/api/stays")),
    "filter by dates and guests": async (who) =>
      carriesAddress(
        await inject(who, "GET", `/api/stays?from=${inDays(server, 40)}&to=${inDays(server, 43)}&guests=1`),
      ),
    "search by place": async (who) => carriesAddress(await inject(who, "GET", "/api/stays?where=positano")),
    "by id": async (who) => carriesAddress(await inject(who, "GET", `/api/stays/${stay.id}`)),
    "the accepted request": async (who) =>
      carriesAddress(await inject(who, "GET", `/api/stay-requests/${acceptedRequest}`)),
    "requests list": async (who) => carriesAddress(await inject(who, "GET", "/api/stay-requests")),
    "calendar file": async (who) =>
      status(await inject(who, "GET", `/api/stay-requests/${acceptedRequest}/ics`), (a) =>
        a.body.includes(icsEscaped(stay.address)),
      ),
    "email it causes": async (who) => {
      if (people[who].email === "") return "hidden";
      const emails = await queuedEmails(server, people[who].email);
      return emails.some((email) => email.text_body.includes(stay.address) || email.html_body.includes(stay.address))
        ? "reached"
        : "hidden";
    },
    "photo file (metadata)": async (who) => {
      const answer = await inject(who, "GET", `/api/stays/${stay.id}/photos/${stay.photo}/display`);
      if (answer.statusCode !== 200) return status(answer);
      const exif = (await sharp(answer.rawPayload).metadata()).exif;
      return answer.body.includes(stay.address) || (exif !== undefined && hasGpsPointer(exif)) ? "reached" : "hidden";
    },
  },
  "stay request": {
    "by id": async (who) => status(await inject(who, "GET", `/api/stay-requests/${pendingRequest}`)),
    "requests list": async (who) => listed(await inject(who, "GET", "/api/stay-requests"), pendingRequest),
    "accept or decline": async (who) =>
      status(await inject(who, "PATCH", `/api/stay-requests/${await freshRequest()}`, { status: "declined" })),
    cancel: async (who) =>
      status(await inject(who, "PATCH", `/api/stay-requests/${await freshRequest()}`, { status: "cancelled" })),
    "sign the guest book": async (who) =>
      status(await inject(who, "POST", `/api/stay-requests/${pendingRequest}/guest-book`, { content: text() })),
    "email it causes": async (who) => {
      if (people[who].email === "") return "hidden";
      const before = (await queuedEmails(server, people[who].email)).length;
      const id = await freshRequest();
      await inject("host", "PATCH", `/api/stay-requests/${id}`, { status: "declined" });
      const after = (await queuedEmails(server, people[who].email)).slice(before);
      return after.some((email) => email.kind.startsWith("stay-")) ? "reached" : "hidden";
    },
  },
  "membership tier": {
    "set a member's": async (who) =>
      status(
        await inject(who, "PUT", `/api/admin/members/${people["guest (pending)"].userId}/tier`, { tier: "Flying" }),
      ),
    own: async (who) => status(await inject(who, "GET", "/api/me/membership-tier")),
  },
  "tier discounts": {
    set: async (who) =>
      status(await inject(who, "PUT", "/api/admin/tier-discounts", { Flying: 50, Executive: 80, Hosting: 100 })),
  },
  application: { list: async (who) => status(await inject(who, "GET", "/api/applications")) },
  member: {
    "admin list": async (who) => status(await inject(who, "GET", "/api/users")),
    "invite search": async (who) => status(await inject(who, "GET", "/api/members?q=Member")),
  },
  mailing: { list: async (who) => status(await inject(who, "GET", "/api/admin/mailings")) },
  "mail log entry": {
    list: async (who) => status(await inject(who, "GET", "/api/admin/mail-log"), (a) => a.json().entries.length > 0),
    "filter by state and kind": async (who) =>
      status(await inject(who, "GET", "/api/admin/mail-log?state=pending&kinds=transactional"), (a) => {
        const entries: { kind: string; state: string }[] = a.json().entries;
        return entries.length > 0 && entries.every((e) => e.kind !== "bulk" && e.state === "pending");
      }),
    // The test server has no mail server: the message is there for whoever may reach it.
    "by id (its message, while no mail server)": async (who) =>
      status(await inject(who, "GET", `/api/admin/mail-log/${await lastEmailId()}`), (a) => a.json().message !== null),
    "its HTML part": async (who) =>
      status(await inject(who, "GET", `/api/admin/mail-log/${await lastEmailId()}/html`), (a) =>
        a.body.includes("<html"),
      ),
  },
  "audit entry": { list: async (who) => status(await inject(who, "GET", "/api/admin/audit-log")) },
  "invitation code": { list: async (who) => status(await inject(who, "GET", "/api/admin/invitation-codes")) },
  "dashboard counts": { read: async (who) => status(await inject(who, "GET", "/api/admin/overview")) },
  "calendar feed": {
    // Each member's own feed settings: every member reaches her own, never another's (there is no id to ask by).
    "own settings": async (who) => status(await inject(who, "GET", "/api/me/calendar-feed")),
  },
  session: {
    // A second session of the creator's, opened afresh for each relation: only she sees it and may end it.
    "own list": async (who) => {
      const id = await creatorsSpareSession();
      return status(await inject(who, "GET", "/api/me/sessions"), (a) =>
        (a.json() as { sessions: { id: string }[] }).sessions.some((session) => session.id === id),
      );
    },
    "end by id": async (who) => status(await inject(who, "DELETE", `/api/me/sessions/${await creatorsSpareSession()}`)),
    "end all others": async (who) => status(await inject(who, "DELETE", "/api/me/sessions")),
  },
  "second factor": {
    "own status": async (who) => status(await inject(who, "GET", "/api/me/2fa")),
    // Every member proves her own session afresh (with her password: these members have no factor), nobody another's.
    "step-up of her own session": async (who) =>
      status(await inject(who, "POST", "/api/me/step-up", { password: TEST_PASSWORD })),
  },
  "club security settings": {
    read: async (who) => status(await inject(who, "GET", "/api/admin/security-settings")),
    // Set to what it is, so that no later row finds every member held for want of a factor.
    change: async (who) =>
      status(await inject(who, "PUT", "/api/admin/security-settings", { requireSecondFactorForAll: false })),
  },
  passkey: {
    // A passkey of the creator's, added afresh for each relation: only she sees it and may remove it.
    "own list": async (who) => {
      const id = await creatorsPasskey();
      return status(await inject(who, "GET", "/api/me/passkeys"), (a) =>
        (a.json() as { passkeys: { id: number }[] }).passkeys.some((passkey) => passkey.id === id),
      );
    },
    "remove by id": async (who) => status(await inject(who, "DELETE", `/api/me/passkeys/${await creatorsPasskey()}`)),
  },
};

async function creatorsPasskey() {
  const row = await server.database.db
    .insertInto("passkeys")
    .values({
      user_id: people.creator.userId,
      credential_id: `credential-${Math.random().toString(36).slice(2)}`,
      public_key: "AAAA",
      counter: 0,
      transports: null,
      name: "Her phone",
      created_at: Date.now(),
      last_used_at: null,
    })
    .returning("passkey_id")
    .executeTakeFirstOrThrow();
  return row.passkey_id;
}

/** Opens another session of the creator's and answers its id, as her sessions list names it. */
async function creatorsSpareSession() {
  const spare = await login(server.app, people.creator.email);
  const list = await server.app.inject({ method: "GET", url: "/api/me/sessions", headers: { cookie: spare } });
  return (list.json() as { sessions: { id: string; current: boolean }[] }).sessions.find((s) => s.current)!.id;
}

describe("the relation suite covers every kind and way", () => {
  it("has a row for each kind and each way of ACCESS_CATALOGUE, and none for a way that is not there", () => {
    for (const kind of Object.keys(ACCESS_CATALOGUE) as AccessKind[]) {
      expect(Object.keys(WAYS[kind] ?? {}).sort(), kind).toEqual(Object.keys(ACCESS_CATALOGUE[kind]).sort());
    }
    expect(Object.keys(WAYS).sort()).toEqual(Object.keys(ACCESS_CATALOGUE).sort());
  });
});

for (const kind of Object.keys(ACCESS_CATALOGUE) as AccessKind[]) {
  describe(`${kind}: every relation, every way`, () => {
    for (const [way, ask] of Object.entries(WAYS[kind]) as [string, (who: Relation) => Promise<Outcome>][]) {
      it(way, async () => {
        const answers: Record<string, Outcome> = {};
        const wanted: Record<string, Outcome> = {};
        for (const relation of RELATIONS) {
          answers[relation] = await ask(relation);
          wanted[relation] = expected(kind, relation, way);
        }
        expect(answers).toEqual(wanted);
      });
    }
  });
}
