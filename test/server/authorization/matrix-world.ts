import type { InjectOptions } from "fastify";
import { hashToken, newToken } from "../../../src/server/kernel/tokens/tokens.ts";
import { passwordResetsRepository } from "../../../src/server/modules/auth/password-resets-repository.ts";
import { signInGuardRepository } from "../../../src/server/modules/auth/sign-in-guard-repository.ts";
import { commentsRepository } from "../../../src/server/modules/comments/repository.ts";
import { eventInvitationsRepository } from "../../../src/server/modules/events/invitations-repository.ts";
import { eventPayload, seriesRepeat } from "../kits/events-test-kit.ts";
import { plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import { registrationInvitationsRepository } from "../../../src/server/modules/registration/repository.ts";
import { actAs, createMember, linkToken, login, type Role, type TestServer } from "../harness/test-app.ts";
import type { MemberType } from "../../../src/shared/members.ts";
import type { PendingCaller } from "./matrix-types.ts";

/**
 * The callers of the matrix: the five roles, plus the owner of the things under test, a member invited to the
 * invite-only event, and a member and an admin who logged in with a temporary password not yet changed.
 */
export type Caller = Role | "owner" | "invitee" | PendingCaller;
export const ROLES: Role[] = ["anonymous", "Standard", "Travel Host", "Founding", "admin"];

export interface Actor {
  cookie: string | undefined;
  userId: number;
  email: string;
  type: MemberType;
  admin: boolean;
  /** The temporary password a pending actor logged in with. */
  password?: string;
}

let address = 0;
/** Each call comes from its own address, so per-address rate limits never decide a matrix answer. */
export const nextAddress = () => {
  address += 1;
  return `198.51.${(address >> 8) & 255}.${address & 255}`;
};

/**
 * Everything the matrix's requests need: one logged-in actor per caller, an open and an invite-only event
 * created by the owner (a Founding member), an image the owner uploaded, and factories for fresh things
 * where a call consumes or deletes what it is given.
 */
export async function buildWorld(server: TestServer) {
  const db = server.database.db;
  const actors = {} as Record<Caller, Actor>;
  for (const role of ROLES) {
    const { cookie, member } = await actAs(server, role);
    actors[role] = {
      cookie,
      userId: member?.userId ?? 0,
      email: member?.email ?? "",
      type: member?.type ?? "Standard",
      admin: member?.admin ?? false,
    };
  }
  const makeActor = async (type: MemberType = "Founding", admin = false): Promise<Actor> => {
    const member = await createMember(server, { type, admin });
    return { cookie: await login(server.app, member.email), userId: member.userId, email: member.email, type, admin };
  };
  /** A member whose password an admin reset to a temporary one, logged in with it: the gate of docs/product/limits.md#temporary-password. */
  const makePendingActor = async (admin: boolean): Promise<Actor> => {
    const type: MemberType = admin ? "Founding" : "Standard";
    const member = await createMember(server, { type, admin });
    const reset = await server.app.inject({
      method: "PUT",
      url: `/api/users/${member.userId}/reset-password-to-temp`,
      remoteAddress: nextAddress(),
      headers: { cookie: actors.admin.cookie! },
    });
    const password = reset.json().temporaryPassword as string;
    return {
      cookie: await login(server.app, member.email, password),
      userId: member.userId,
      email: member.email,
      type,
      admin,
      password,
    };
  };
  /** A new member logged in with the caller's role, for calls that end or change the caller's own session or account. */
  const freshAs = async (caller: Caller): Promise<Actor> => {
    if (caller === "anonymous") return actors.anonymous;
    if (caller === "pending member" || caller === "pending admin") return makePendingActor(caller === "pending admin");
    if (caller === "admin") return makeActor("Founding", true);
    if (caller === "owner" || caller === "invitee") return makeActor(actors[caller].type);
    return makeActor(caller);
  };
  actors.owner = await makeActor("Founding");
  actors.invitee = await makeActor("Standard");
  actors["pending member"] = await makePendingActor(false);
  actors["pending admin"] = await makePendingActor(true);

  const call = (who: Actor, options: InjectOptions) =>
    server.app.inject({
      remoteAddress: nextAddress(),
      ...options,
      headers: { ...(who.cookie ? { cookie: who.cookie } : {}), ...options.headers },
    });
  const ok = async (who: Actor, options: InjectOptions) => {
    const response = await call(who, options);
    if (response.statusCode >= 300)
      throw new Error(`fixture ${options.method} ${options.url}: ${response.statusCode} ${response.body}`);
    return response;
  };

  const newEvent = async (exclusivity: "open" | "invite-only" = "open", by = actors.owner) =>
    (
      await ok(by, {
        method: "POST",
        url: "/api/events",
        payload: eventPayload({ exclusivity, title: `Matrix ${exclusivity} event` }),
      })
    ).json().id as string;

  /** A weekly series of two by the owner; the invitee is invited to the first date of an invite-only one. */
  const newSeries = async (exclusivity: "open" | "invite-only" = "open") => {
    const series = (
      await ok(actors.owner, {
        method: "POST",
        url: "/api/event-series",
        payload: { ...eventPayload({ exclusivity, title: `Matrix ${exclusivity} series` }), repeat: seriesRepeat },
      })
    ).json() as { id: string; events: { id: string }[] };
    // Written directly: the invite call's rate limit is kept for the rows about invitations.
    if (exclusivity === "invite-only")
      await eventInvitationsRepository(db).create({
        tokenHash: hashToken(newToken()),
        eventId: series.events[0]!.id,
        userId: actors.invitee.userId,
        invitedBy: actors.owner.userId,
        expiresAt: Date.now() + 86_400_000,
        now: Date.now(),
      });
    return { id: series.id, first: series.events[0]!.id };
  };

  const newImage = async (by = actors.owner) =>
    (
      await ok(by, {
        method: "POST",
        url: "/upload-image",
        payload: uploadForm(
          { data: await plainJpeg(40, 30), name: "matrix.jpg" },
          { title: `Matrix ${newToken().slice(0, 8)}` },
        ),
      })
    ).json() as {
      id: string;
      display_url: string;
    };

  const newComment = (commentableId: string, by = actors.owner) =>
    commentsRepository(db).insert({ commentableId, authorId: by.userId, content: "A comment for the matrix." });

  const newCode = async () =>
    (await ok(actors.admin, { method: "POST", url: "/api/admin/invitation-codes", payload: {} })).json().code as string;

  let applicant = 0;
  const applicationPayload = (code: string) => {
    applicant += 1;
    return {
      invitationCode: code,
      full_name: "Ada Lovelace",
      email: `applicant${applicant}-${newToken().slice(0, 6)}@example.com`,
      phone: "+1-5551234567",
      reason: "To meet women who build things.",
      interests: ["Travel"],
      availability: "Weekends",
      membershipType: "Standard",
    };
  };
  const code = await newCode();
  const newApplication = async () => {
    await ok(actors.anonymous, { method: "POST", url: "/request", payload: applicationPayload(code) });
    return (await db.selectFrom("applications").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
  };

  const newRegistrationToken = async (type: MemberType = "Standard") => {
    const token = newToken();
    await registrationInvitationsRepository(db).create({
      tokenHash: hashToken(token),
      email: `registrant-${newToken().slice(0, 8)}@example.com`,
      type,
      applicationId: null,
    });
    return token;
  };
  const newResetToken = async () => {
    const token = newToken();
    await passwordResetsRepository(db).create({
      tokenHash: hashToken(token),
      userId: (await createMember(server)).userId,
    });
    return token;
  };
  const newSignInLink = async () => {
    const token = newToken();
    const now = Date.now();
    await signInGuardRepository(db).createLink(
      { tokenHash: hashToken(token), userId: (await createMember(server)).userId, expiresAt: now + 15 * 60 * 1000 },
      now,
    );
    return token;
  };

  /** A pending invitation to the invite-only event for the given actor; answers its token. */
  const inviteToEvent = async (eventId: string, who: Actor) => {
    await ok(actors.owner, { method: "POST", url: "/api/events/invite", payload: { eventId, userIds: [who.userId] } });
    return linkToken(server, who.email, "/events/invite/");
  };

  const openEvent = await newEvent("open");
  const inviteOnlyEvent = await newEvent("invite-only");
  await inviteToEvent(inviteOnlyEvent, actors.invitee);
  const image = await newImage();
  const imageComment = await newComment(image.id);
  const inviteOnlyComment = await newComment(inviteOnlyEvent);
  // An announcement reaches the open event's participants: the owner is one.
  await ok(actors.owner, { method: "POST", url: `/api/events/${openEvent}/join` });
  const mailingId = (
    await ok(actors.admin, {
      method: "POST",
      url: "/api/admin/send-email",
      payload: { subject: "Hello", body: "<p>Hi all</p>", recipientGroup: "all" },
    })
  ).json().mailingId as number;
  const unsubscribeToken = await linkToken(server, actors.owner.email, "/unsubscribe/");
  const { id: emailId } = await server.database.db
    .selectFrom("outbox")
    .select("id")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const feedUrl = (await ok(actors.owner, { method: "POST", url: "/api/me/calendar-feed" })).json().url as string;
  // A weekly digest the owner was sent (decision 0063): its one-click unsubscribe link's secret.
  await ok(actors.owner, { method: "PUT", url: "/api/me/notification-preferences", payload: { invitation: "weekly" } });
  const digestUnsubscribeToken = newToken();
  await server.database.db
    .insertInto("notice_digests")
    .values({
      user_id: actors.owner.userId,
      period: "weekly",
      period_key: "2026-11-30",
      covered_to: Date.now(),
      sent: 1,
      unsubscribe_token_hash: hashToken(digestUnsubscribeToken),
    })
    .execute();

  return {
    server,
    actors,
    call,
    makeActor,
    freshAs,
    newEvent,
    newSeries,
    newImage,
    newComment,
    newCode,
    newApplication,
    applicationPayload,
    newRegistrationToken,
    newResetToken,
    newSignInLink,
    inviteToEvent,
    code,
    openEvent,
    inviteOnlyEvent,
    image,
    imageComment,
    inviteOnlyComment,
    mailingId,
    emailId,
    unsubscribeToken,
    digestUnsubscribeToken,
    feedPath: new URL(feedUrl).pathname,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
