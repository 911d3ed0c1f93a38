import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventCover } from "../../../src/shared/event-cover.ts";
import { MEMBER_TYPES, type MemberType } from "../../../src/shared/members.ts";
import type { MembersHome } from "../../../src/shared/profiles.ts";
import { eventPayload } from "../kits/events-test-kit.ts";
import { imageWithGps, plainJpeg, upload, uploadForm } from "../kits/gallery-test-kit.ts";
import { inDays, stayPayload } from "../kits/stays-test-kit.ts";
import {
  createMember,
  linkToken,
  login,
  queuedEmails,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../harness/test-app.ts";
import { ACCESS_CATALOGUE, type AccessKind } from "./access-catalogue.ts";
import { REQUIRE_SECOND_FACTOR_FOR_ALL } from "../../../src/server/access/rules.ts";
import { sessionsRepository } from "../../../src/server/modules/auth/repository.ts";
import { hashToken, newToken } from "../../../src/server/kernel/tokens/tokens.ts";
import { newTotpSecret, totpCode } from "../../../src/server/modules/auth/totp.ts";
import { loadSecretKey, secretBox } from "../../../src/server/secret-key.ts";
import { digestsDue, sendDigests } from "../../../src/server/modules/notifications/index.ts";

/**
 * The relation suite (docs/product/access.md), shared by the files of `src/server/access/relations/`: what an
 * invite-only event holds (the event, a photo linked to it, the photo's files, comments on both and their likes), a
 * host's homes and their requests, asked for by every relation a member can have to them, by every way of reaching
 * them that ACCESS_CATALOGUE lists. Admin-only kinds are asked for by every relation too. Each kind's rows live in
 * the file KIND_FILES names; a kind or a way without a row fails the suite, as the route matrix does for routes.
 */

/** Which file of `src/server/access/relations/` holds each kind's rows (`<file>.test.ts`). */
export const KIND_FILES = {
  event: "events",
  invitation: "events",
  "event recap": "recaps",
  "event virtual link": "events",
  "event cover": "events",
  "event series": "events",
  "calendar feed": "events",
  image: "gallery",
  "photo asked to be removed": "gallery",
  "member tagged in a photo": "gallery",
  comment: "gallery",
  like: "gallery",
  profile: "members",
  "deactivated member's profile": "members",
  "member's photo": "members",
  "deactivated member's photo": "members",
  "closing member": "members",
  "erased member": "members",
  "own home": "members",
  member: "members",
  "stay draft": "stays",
  stay: "stays",
  "stay address": "stays",
  "stay request": "stays",
  "membership tier": "stays",
  tiers: "stays",
  "tier change request": "stays",
  membership: "stays",
  ledger: "stays",
  renewals: "stays",
  application: "members",
  sponsorship: "sponsorships",
  mailing: "members",
  "mail log entry": "members",
  "audit entry": "members",
  "invitation code": "members",
  "dashboard counts": "members",
  "club settings": "members",
  "event category": "members",
  session: "members",
  "second factor": "members",
  "club security settings": "members",
  passkey: "members",
  "privacy export": "members",
  conversation: "conversation-relations",
  "conversation with a blocked member": "conversation-relations",
  "conversation with a deactivated member": "conversation-relations",
  "reported message": "conversation-relations",
  "introduction declined by its introducer": "introduction-relations",
  "introduction declined by the member": "introduction-relations",
  committee: "committees",
  "volunteer slot": "committees",
  duties: "committees",
  exhibit: "exhibitions",
} as const satisfies Record<AccessKind, string>;

type RelationFile = (typeof KIND_FILES)[AccessKind];

export type Relation =
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
  | "anonymous"
  | typeof ADMIN_WITHOUT_FACTOR
  | typeof MEMBER_WITHOUT_FACTOR;

/**
 * A Founding admin who has not set up the second factor asked of her: she has no admin power anywhere, and answers
 * exactly as HER_TWIN does (decision 35).
 */
export const ADMIN_WITHOUT_FACTOR = "admin without her second factor";
/** A Founding member without a second factor: the admin without hers is compared to her when the club asks everyone. */
const MEMBER_WITHOUT_FACTOR = "Founding member without a second factor";

/**
 * What asks the admin for a second factor: the server's REQUIRE_ADMIN_2FA, or the club's setting that asks every
 * member (then every relation but the two without one has a factor).
 */
type FactorRequirement = "REQUIRE_ADMIN_2FA" | "the club asks everyone";
const REQUIREMENTS: FactorRequirement[] = ["REQUIRE_ADMIN_2FA", "the club asks everyone"];

/** The plain member of her type the admin without her factor answers as, under each requirement. */
const HER_TWIN = {
  REQUIRE_ADMIN_2FA: "uninvited Founding",
  "the club asks everyone": MEMBER_WITHOUT_FACTOR,
} as const satisfies Record<FactorRequirement, Relation>;

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

/**
 * The relations asked under a requirement, the admin without her factor last, after her twin. When the club asks
 * everyone, the others hold a factor and act only to set things up (their rows are the REQUIRE_ADMIN_2FA run's).
 */
const relationsUnder = (requirement: FactorRequirement): Relation[] =>
  requirement === "REQUIRE_ADMIN_2FA"
    ? [...RELATIONS, ADMIN_WITHOUT_FACTOR]
    : [MEMBER_WITHOUT_FACTOR, ADMIN_WITHOUT_FACTOR];

/** What a way answers a relation: the thing shown or done, hidden (as if it did not exist), or "log in first". */

export type Outcome = "reached" | "hidden" | "refused" | "unauthenticated";

interface Person {
  cookie: string | undefined;
  userId: number;
  email: string;
  name: string;
  /** Her TOTP secret, when she set up a second factor. */
  totpSecret?: string;
}

export let server: TestServer;
export const people = {} as Record<Relation, Person>;
export let event: { id: string; slug: string; title: string };
export let image: { id: string; title: string; display_url: string; thumbnail_url: string };
export let imageComment: number;
/** A second photo of the event, which the participant asked to be removed (decision 0056), and its email address. */
export let removedImage: { id: string; title: string; display_url: string; thumbnail_url: string };
export let removedImageEmailPath: string;
/** The host's published home (with a photo, an accepted stay and a pending request) and her draft (with a photo). */
export let stay: { id: string; photo: string; address: string; title: string };
export let draft: { id: string; photo: string; title: string };
export let acceptedRequest: string;
export let pendingRequest: string;
export let eventComment: number;
/**
 * Three conversations (decision 0049), each with a message by each of its two members: the creator's with the
 * participant; the author's with the uploader, who then blocked her; the creator's with the member later deactivated.
 */
export const conversations = {} as Record<
  "open" | "blocked" | "deactivated",
  { id: string; messages: Array<{ id: number; authorId: number }> }
>;
/**
 * Two introductions to the host, who receives messages from nobody (decision 0062), both asked of the admin: the
 * pending guest's, which the admin declined; the accepted guest's, which the admin forwarded and the host declined.
 */
export const introductions = { byIntroducer: "", byMember: "" };
/** A member outside every relation, whom the others invite to the event. */
export let invitationTarget: Person;
/**
 * Two members who took part in the event and then closed their accounts (decision 0067): one within her 30 days, one
 * erased after them. Neither is a relation (neither signs in again); each is a thing the others look for, by the
 * name she had.
 */
export const leavers = {} as Record<"closing" | "erased", Person>;
/** The creator's photo and the deactivated member's (set before she was deactivated). */
export const photos = { creator: "", deactivated: "" };
export const VIRTUAL_LINK = "https://meet.example/founders-supper-5519";
export let cover: EventCover;

/** The suite is about who may, not how often: one member makes far more calls than the rate limits allow her. */
export const forgetRates = () => server.database.db.deleteFrom("rate_limits").execute();

export const inject = (
  who: Relation,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) => {
  const cookie = people[who].cookie;
  return server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
};

/** Whether the people signed in from now on set up a second factor after signing in (changed while the club is set up). */
let withFactor: (admin: boolean) => boolean = () => false;

async function person(type: MemberType, admin = false, factor = withFactor(admin)): Promise<Person> {
  const member = await createMember(server, { type, admin });
  const cookie = await login(server.app, member.email);
  const signedIn = { cookie, userId: member.userId, email: member.email, name: member.name };
  if (!factor) return signedIn;
  const totpSecret = newTotpSecret();
  const sealed = secretBox(loadSecretKey(server.config), "totp").seal(totpSecret);
  await server.database.db
    .insertInto("totp_factors")
    .values({ user_id: member.userId, secret_encrypted: sealed, confirmed_at: Date.now(), created_at: Date.now() })
    .execute();
  return { ...signedIn, totpSecret };
}

/** What proves it is still her in a step-up: her factor's code when she has one, else her password. */
export const stepUpProof = (who: Relation) => {
  const secret = people[who].totpSecret;
  return secret ? { code: totpCode(secret) } : { password: TEST_PASSWORD };
};

export async function invite(to: Person) {
  const answer = await inject("creator", "POST", "/api/events/invite", { eventId: event.id, userIds: [to.userId] });
  expect(answer.statusCode).toBe(200);
  return linkToken(server, to.email, "/events/invite/");
}

/** Another session of a member's, opened as her sign-in would (a member with a factor cannot sign in by password alone). */
export async function spareSession(who: Relation) {
  const token = newToken();
  await sessionsRepository(server.database.db).create({
    tokenHash: hashToken(token),
    userId: people[who].userId,
    now: Date.now(),
    userAgent: null,
    clientAddress: null,
  });
  return `salon_session=${token}`;
}

/** Sets the club up before the calling file's tests, and closes it after. */
function openRelationClub(requirement: FactorRequirement) {
  beforeAll(async () => {
    const clubAsksEveryone = requirement === "the club asks everyone";
    // Reply by email on (decision 0064): a reply to a conversation's notice is one more way of writing in it.
    server = await startTestServer({
      REQUIRE_ADMIN_2FA: String(!clubAsksEveryone),
      INBOUND_SMTP_PORT: "2525",
      INBOUND_REPLY_DOMAIN: "reply.salon.test",
    });
    const db = server.database.db;
    if (clubAsksEveryone)
      await db
        .insertInto("club_settings")
        .values({ name: REQUIRE_SECOND_FACTOR_FOR_ALL, value: "on", updated_at: Date.now() })
        .execute();
    withFactor = (admin) => admin || clubAsksEveryone;
    people[ADMIN_WITHOUT_FACTOR] = await person("Founding", true, false);
    if (clubAsksEveryone) people[MEMBER_WITHOUT_FACTOR] = await person("Founding", false, false);
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
    const terrace = await upload(
      server,
      people.uploader.cookie,
      { data: await plainJpeg(60, 40), name: "terrace.jpg" },
      { event_id: event.id, title: "The terrace at dusk", tags: "terrace" },
    );
    expect(terrace.statusCode).toBe(201);
    removedImage = terrace.json();
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
    const showcase = {
      pieces: [
        { image_id: image.id, title: "The long table", medium: "Photograph" },
        { image_id: removedImage.id, title: "The terrace at dusk", medium: "Photograph" },
      ],
    };
    expect((await inject("uploader", "PUT", "/api/me/showcase", showcase)).statusCode).toBe(200);
    // The terrace photo: the author comments on it, an admin's mailing shows it (its email address works for
    // anyone), then the participant asks for it to be removed.
    expect(
      (await inject("author", "POST", "/api/comments", { commentableId: removedImage.id, content: "Dusk, at last." }))
        .statusCode,
    ).toBe(201);
    const preview = await inject("admin", "POST", "/api/admin/mail-preview", {
      subject: "The terrace",
      body: `<img src="${server.config.publicUrl.origin}${removedImage.display_url}" alt="The terrace">`,
      recipientGroup: "testing",
    });
    removedImageEmailPath = new URL(/<img src="([^"]+)"/.exec(preview.json().html)![1]!).pathname;
    expect((await inject("anonymous", "GET", removedImageEmailPath)).statusCode).toBe(200);
    const asked = await inject("participant", "POST", `/api/images/${removedImage.id}/removal-request`, {
      reason: "I would rather not be seen there.",
    });
    expect(asked.statusCode, asked.body).toBe(202);
    // The host's two homes: a draft and a published one, each with a photo carrying GPS before the pipeline.
    people.host = await person("Travel Host");
    for (const relation of ["guest (accepted)", "guest (pending)"] as const)
      people[relation] = await person("Standard");
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
    stay = {
      id: published.id,
      photo: await addPhoto(published.id),
      address: published.address,
      title: published.title,
    };
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

    // Three conversations, each begun by one member and answered by the other (the deactivated member's before she goes).
    const talk = async (key: keyof typeof conversations, from: Relation, to: Relation) => {
      const started = await inject(from, "POST", "/api/conversations", {
        user_ids: [people[to].userId],
        text: "Shall we meet before the supper?",
      });
      expect(started.statusCode, started.body).toBe(201);
      const id = started.json().id as string;
      expect((await inject(to, "POST", `/api/conversations/${id}/messages`, { text: "Gladly." })).statusCode).toBe(201);
      const page = (await inject(from, "GET", `/api/conversations/${id}/messages`)).json();
      conversations[key] = {
        id,
        messages: page.messages.map((m: { id: number; author: { user_id: number } | null; mine: boolean }) => ({
          id: m.id,
          authorId: m.mine ? people[from].userId : people[to].userId,
        })),
      };
    };
    await talk("open", "creator", "participant");
    await talk("blocked", "author", "uploader");
    expect((await inject("uploader", "POST", `/api/members/${people.author.userId}/block`)).statusCode).toBe(200);
    await talk("deactivated", "creator", "deactivated");
    await forgetRates();

    // Two introductions to the host, both declined: one by the admin who was asked, one by the host.
    await db
      .insertInto("message_settings")
      .values({ user_id: people.host.userId, who_may_message: "nobody" })
      .execute();
    const introduce = async (asker: Relation) => {
      const asked = await inject(asker, "POST", "/api/introductions", {
        introducer_id: people.admin.userId,
        to_user_id: people.host.userId,
        reason: "We both keep bees.",
      });
      expect(asked.statusCode, asked.body).toBe(201);
      return asked.json().id as string;
    };
    introductions.byIntroducer = await introduce("guest (pending)");
    expect((await inject("admin", "POST", `/api/introductions/${introductions.byIntroducer}/decline`)).statusCode).toBe(
      200,
    );
    introductions.byMember = await introduce("guest (accepted)");
    const forwarded = await inject("admin", "POST", `/api/introductions/${introductions.byMember}/forward`, {
      note: "You two should meet.",
    });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    expect((await inject("host", "POST", `/api/introductions/${introductions.byMember}/decline`)).statusCode).toBe(200);

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

    // Two members took part, then closed their accounts: one is erased after her 30 days, one is within them.
    for (const key of ["erased", "closing"] as const) {
      leavers[key] = await person("Standard");
      const joined = await server.app.inject({
        method: "GET",
        url: `/api/events/invite/${await invite(leavers[key])}`,
        headers: { cookie: leavers[key].cookie! },
      });
      expect(joined.statusCode).toBe(200);
      await db
        .insertInto("account_closures")
        .values({
          user_id: leavers[key].userId,
          requested_at: Date.now(),
          erase_after: key === "erased" ? Date.now() - 1 : Date.now() + 30 * 24 * 3600_000,
          keep_comments: 1,
          leave_event_photos: 1,
          by_admin: 0,
        })
        .execute();
      await db.deleteFrom("sessions").where("user_id", "=", leavers[key].userId).execute();
      if (key === "erased") expect(await server.app.privacy.eraseDueAccounts()).toBe(1);
    }

    // The deactivated member took part, then an admin deactivated her.
    expect(
      (await inject("admin", "PUT", `/api/users/${people.deactivated.userId}/active`, { active: false })).statusCode,
    ).toBe(200);
  });

  afterAll(async () => {
    await server.close();
  });
}

/**
 * What every kind answers alike: an email's image address is reached by whoever holds the email, nobody is emailed
 * about what she may not see, and a deactivated member or a visitor must log in. Undefined where the kind decides.
 */
function outcomeForAnyKind(relation: Relation, way: string): Outcome | undefined {
  // The token in a club email's image address stands for the session a mail app does not have: anyone holding it.
  if (way === "email link") return "reached";
  // …but not once a member asked for the photo to be removed (decision 0056).
  if (way === "email link made before the request") return "hidden";
  // Nobody is emailed about what she may not see; a deactivated member is emailed nothing; a visitor has no address.
  if (way === "email it causes" && (relation === "anonymous" || relation === "deactivated")) return "hidden";
  if (relation === "anonymous" || relation === "deactivated") return "unauthenticated";
  return undefined;
}

/** Who may see the invite-only event (docs/product/access.md#invite-only-events). */
export function seesEvent(relation: Relation) {
  const staysOnly = relation === "host" || relation === "guest (accepted)" || relation === "guest (pending)";
  return !relation.startsWith("uninvited") && relation !== "uploader" && !staysOnly;
}

/** Who may see the event's photo: whoever sees the event, and its uploader. */
export const seesImage = (relation: Relation) => seesEvent(relation) || relation === "uploader";

/** Admin-only kinds: the admin reaches them; every other member is refused. */
export const adminOnly = (relation: Relation): Outcome => (relation === "admin" ? "reached" : "refused");

export const status = (
  answer: LightMyRequestResponse,
  reached = (a: LightMyRequestResponse) => a.statusCode < 300,
): Outcome => {
  if (answer.statusCode === 401) return "unauthenticated";
  if (answer.statusCode === 404) return "hidden";
  if (answer.statusCode === 403 || answer.statusCode === 409) return "refused";
  return reached(answer) ? "reached" : "hidden";
};

/** The first Monday 08:00 by the club's clock after now: the weekly digest's next morning (decision 0063). */
function nextWeeklyDigest(timeZone: string): number {
  const hour = 60 * 60 * 1000;
  for (let at = Math.ceil(Date.now() / hour) * hour; ; at += hour)
    if (digestsDue(at, timeZone).some((due) => due.period === "weekly")) return at;
}

/**
 * Her weekly digest ("Your club this week"), once she chose one, sent on the next Monday morning by the club's clock,
 * and whether `found` finds the thing in its text. The club's things were made within the week before.
 */
export async function inWeeklyDigest(who: Relation, found: (text: string) => boolean): Promise<Outcome> {
  const chose = await inject(who, "PUT", "/api/me/notification-preferences", { invitation: "weekly" });
  if (chose.statusCode !== 200) return status(chose);
  const { config } = server;
  await sendDigests(
    server.database.db,
    server.app.mail,
    { publicUrl: config.publicUrl, requireAdmin2fa: config.requireAdmin2fa, timeZone: async () => config.clubTimezone },
    nextWeeklyDigest(config.clubTimezone),
  );
  const digest = (await queuedEmails(server, people[who].email)).findLast((email) => email.kind === "notice-digest");
  return digest && found(digest.text_body) ? "reached" : "hidden";
}

/** The member's home, and whether `found` finds the thing in it. */
export const onHome = async (who: Relation, found: (home: MembersHome) => boolean) =>
  status(await inject(who, "GET", "/api/me/home"), (a) => found(a.json()));

export const listed = (answer: LightMyRequestResponse, id: string) =>
  status(answer, (a) => (a.json() as { id: string }[]).some((thing) => thing.id === id));

/** Whether one club search (GET /api/search, one kind) finds the thing. */
export const searched = async (who: Relation, q: string, kind: string, id: string | number) =>
  status(await inject(who, "GET", `/api/search?q=${encodeURIComponent(q)}&kind=${kind}&limit=50`), (a) =>
    (a.json() as { groups: { results: { id: string }[] }[] }).groups[0]!.results.some(
      (result) => result.id === String(id),
    ),
  );

let post = 0;
export const text = () => `A note ${(post += 1)}`;

/** Each way of reaching each of a file's kinds, asked as one relation: what it answered. */
export type Ways<K extends AccessKind> = {
  [P in K]: Record<keyof (typeof ACCESS_CATALOGUE)[P], (who: Relation) => Promise<Outcome>>;
};

/**
 * A file's rows: the club set up, a check that the file has a row for each kind KIND_FILES gives it and each of their
 * ways (and none for a way that is not there), then every relation asked every way, against `expected`.
 */
export function relationSuite<K extends AccessKind>(
  file: RelationFile,
  ways: Ways<K>,
  expected: (kind: K, relation: Relation, way: string) => Outcome,
) {
  const kinds = (Object.keys(ACCESS_CATALOGUE) as AccessKind[]).filter((kind) => KIND_FILES[kind] === file) as K[];

  describe(`the ${file} rows cover their kinds and ways`, () => {
    it("has a row for each of its kinds and each way of ACCESS_CATALOGUE, and none for a way that is not there", () => {
      for (const kind of kinds) {
        expect(Object.keys(ways[kind] ?? {}).sort(), kind).toEqual(Object.keys(ACCESS_CATALOGUE[kind]).sort());
      }
      expect(Object.keys(ways).sort()).toEqual([...kinds].sort());
    });
  });

  for (const requirement of REQUIREMENTS) {
    describe(`an admin's second factor asked by ${requirement}`, () => {
      openRelationClub(requirement);
      for (const kind of kinds) {
        describe(`${kind}: every relation, every way`, () => {
          for (const [way, ask] of Object.entries(ways[kind]) as [string, (who: Relation) => Promise<Outcome>][]) {
            it(way, async () => {
              const answers: Record<string, Outcome> = {};
              const wanted: Record<string, Outcome> = {};
              for (const relation of relationsUnder(requirement)) {
                answers[relation] = await ask(relation);
                wanted[relation] = expectedOf(relation);
              }
              expect(answers).toEqual(wanted);

              function expectedOf(relation: Relation): Outcome {
                if (relation === ADMIN_WITHOUT_FACTOR) return answers[HER_TWIN[requirement]]!;
                // The reference she is compared to when the club asks everyone: what any member without a factor gets.
                if (relation === MEMBER_WITHOUT_FACTOR) return answers[relation]!;
                return outcomeForAnyKind(relation, way) ?? expected(kind, relation, way);
              }
            });
          }
        });
      }
    });
  }
}
