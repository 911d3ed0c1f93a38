import { afterAll, beforeAll, expect } from "vitest";
import type { EventCover } from "../../../src/shared/event-cover.ts";
import type { MemberType } from "../../../src/shared/members.ts";
import { eventPayload } from "../kits/events-test-kit.ts";
import { plainJpeg, upload, uploadForm } from "../kits/gallery-test-kit.ts";
import { createMember, linkToken, login, startTestServer, type TestServer } from "../harness/test-app.ts";
import { REQUIRE_SECOND_FACTOR_FOR_ALL } from "../../../src/server/access/rules.ts";
import { loadSecretKey, secretBox } from "../../../src/server/secret-key.ts";
import { newTotpSecret } from "../../../src/server/modules/auth/totp.ts";
import { openHomes } from "./relation-club-homes.ts";
import {
  ADMIN_WITHOUT_FACTOR,
  MEMBER_WITHOUT_FACTOR,
  UNINVITED,
  type FactorRequirement,
  type Relation,
} from "./relation-club-relations.ts";

/** The relation club's things (relation-club.ts), and the club set up with them for each file of rows. */

export interface Person {
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

export async function invite(to: Person) {
  const answer = await inject("creator", "POST", "/api/events/invite", { eventId: event.id, userIds: [to.userId] });
  expect(answer.statusCode).toBe(200);
  return linkToken(server, to.email, "/events/invite/");
}

/** Sets the club up before the calling file's tests, and closes it after. */
export function openRelationClub(requirement: FactorRequirement) {
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
    ({ stay, draft, acceptedRequest, pendingRequest } = await openHomes(server, people.host.cookie!, inject));

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
