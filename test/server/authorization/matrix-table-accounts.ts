import { TEST_PASSWORD, createMember } from "../harness/test-app.ts";
import type { MemberType } from "../../../src/shared/members.ts";
import { plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import { hashToken, newToken } from "../../../src/server/kernel/tokens/tokens.ts";
import { registrationInvitationsRepository } from "../../../src/server/modules/registration/repository.ts";
import { DEFAULT_EVENT_CATEGORIES } from "../../../src/shared/event-categories.ts";
import { ADMINS, MEMBERS, PENDING_ALLOWED, PUBLIC, only, type Expectation, type MatrixTable } from "./matrix-types.ts";
import type { World } from "./matrix-world.ts";

/** Public pages, sign-in, registration, applications, Settings and the admin's member and code management. */

const OTHER_TYPE: Record<MemberType, MemberType> = {
  Standard: "Founding",
  "Travel Host": "Standard",
  Founding: "Standard",
};
/** A field only an admin may change: members 403 (and nothing changes), admins 200. */
const NOBODY: Expectation = { anonymous: 404, Standard: 404, "Travel Host": 404, Founding: 404, admin: 404 };
const ADMIN_FIELD: Expectation = { ...MEMBERS, admin: "ok" };
for (const caller of ["Standard", "Travel Host", "Founding", "owner", "invitee"] as const) ADMIN_FIELD[caller] = 403;

/** Her invitation is hers alone: another member, even an admin, is told there is no such invitation. */
const OWN_INVITATION: Expectation = {
  anonymous: 401,
  Standard: 404,
  "Travel Host": 404,
  Founding: 404,
  admin: 404,
  owner: "ok",
  invitee: 404,
};

const friendAddress = () => `friend-${Math.random().toString(36).slice(2)}@example.com`;

export const accountsTable: MatrixTable = {
  "GET /healthz": only("process up", PUBLIC, () => ({ method: "GET", url: "/healthz" })),
  "GET /readyz": only("database up", PUBLIC, () => ({ method: "GET", url: "/readyz" })),
  // Off without METRICS_TOKEN (as here); with it, only its bearer, never a session (modules/metrics/metrics.test.ts).
  "GET /metrics": only("off: as if it did not exist", NOBODY, () => ({ method: "GET", url: "/metrics" })),
  "GET /api/config": only("public facts", PUBLIC, () => ({ method: "GET", url: "/api/config" })),
  "GET /api/docs": only("OpenAPI document", PUBLIC, () => ({ method: "GET", url: "/api/docs" })),
  "GET /auth-status": only("who is logged in", PUBLIC, () => ({ method: "GET", url: "/auth-status" })),
  "GET /auth/oidc/start": only("to the provider, or back to /login when it is down", all3xx(), () => ({
    method: "GET",
    url: "/auth/oidc/start",
  })),
  "GET /auth/oidc/callback": only("an unknown state goes back to /login", all3xx(), () => ({
    method: "GET",
    url: "/auth/oidc/callback?state=unknown",
  })),
  "POST /login": only("a member's own credentials", PUBLIC, async (world, caller) => {
    const member = await createMember(world.server, caller === "admin" ? { admin: true, type: "Founding" } : {});
    return {
      method: "POST",
      url: "/login",
      payload: { email: member.email, password: TEST_PASSWORD },
      as: await world.freshAs(caller),
    };
  }),
  "POST /api/sign-in-link": only("a valid one-time sign-in link", PUBLIC, async (world, caller) => ({
    method: "POST",
    url: "/api/sign-in-link",
    payload: { token: await world.newSignInLink() },
    as: await world.freshAs(caller),
  })),
  "POST /logout": only("ends the caller's session", PUBLIC, async (world, caller) => ({
    method: "POST",
    url: "/logout",
    as: await world.freshAs(caller),
  })),
  "GET /user-details": only("the logged-in member", { ...MEMBERS, ...PENDING_ALLOWED }, () => ({
    method: "GET",
    url: "/user-details",
  })),
  "POST /forgot-password": only("any email", PUBLIC, async (world) => ({
    method: "POST",
    url: "/forgot-password",
    payload: { email: (await createMember(world.server)).email },
  })),
  // A reset signs its member in (decision 33), replacing the caller's session (as a login does).
  "POST /reset-password": only("a valid reset token", PUBLIC, async (world, caller) => ({
    method: "POST",
    url: "/reset-password",
    payload: { token: await world.newResetToken(), newPassword: "Another-Velvet-Evening-7" },
    as: await world.freshAs(caller),
  })),
  "GET /api/register/validate-token/:token": only("a valid registration token", PUBLIC, async (world) => ({
    method: "GET",
    url: `/api/register/validate-token/${await world.newRegistrationToken()}`,
  })),
  // Registering signs the new member in, replacing the caller's session (as a login does).
  "POST /api/register": only("a valid registration token", PUBLIC, async (world, caller) => ({
    method: "POST",
    url: "/api/register",
    payload: {
      token: await world.newRegistrationToken("Founding"),
      name: "New Member",
      password: "Another-Velvet-Evening-7",
      type: "Founding",
    },
    as: await world.freshAs(caller),
  })),
  "POST /api/validate-code": only("a code", PUBLIC, (world) => ({
    method: "POST",
    url: "/api/validate-code",
    payload: { code: world.code },
  })),
  "POST /request": only("an application with a valid code", PUBLIC, (world) => ({
    method: "POST",
    url: "/request",
    payload: world.applicationPayload(world.code),
  })),
  "GET /unsubscribe/:token": only("the secret is the key", PUBLIC, (world) => ({
    method: "GET",
    url: `/unsubscribe/${world.unsubscribeToken}`,
  })),
  "POST /unsubscribe/:token": only("one-click, the secret is the key", PUBLIC, (world) => ({
    method: "POST",
    url: `/unsubscribe/${world.unsubscribeToken}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  })),
  "GET /unsubscribe/digest/:token": only("the secret is the key", PUBLIC, (world) => ({
    method: "GET",
    url: `/unsubscribe/digest/${world.digestUnsubscribeToken}`,
  })),
  "POST /unsubscribe/digest/:token": only("one-click, the secret is the key", PUBLIC, (world) => ({
    method: "POST",
    url: `/unsubscribe/digest/${world.digestUnsubscribeToken}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  })),
  "GET /api/calendar/:secret.ics": only("the secret is the key", PUBLIC, (world) => ({
    method: "GET",
    url: world.feedPath,
  })),

  // Settings: the caller's own account.
  "POST /update-user": [
    {
      about: "own name, type and admin flag sent back unchanged",
      expect: MEMBERS,
      request: async (world, caller) => {
        const as = await world.freshAs(caller);
        return {
          method: "POST",
          url: "/update-user",
          payload: { name: "Renamed Member", type: as.type, admin: as.admin },
          as,
        };
      },
    },
    {
      about: "own type changed",
      expect: ADMIN_FIELD,
      request: async (world, caller) => {
        const as = await world.freshAs(caller);
        return {
          method: "POST",
          url: "/update-user",
          payload: { name: "Renamed Member", type: OTHER_TYPE[as.type], admin: as.admin },
          as,
        };
      },
    },
    {
      about: "own admin flag set",
      expect: ADMIN_FIELD,
      request: async (world, caller) => {
        const as = await world.freshAs(caller);
        // An admin may drop their own flag (another admin remains); a member may not raise theirs.
        return {
          method: "POST",
          url: "/update-user",
          payload: { name: "Renamed Member", type: as.type, admin: !as.admin },
          as,
        };
      },
    },
  ],
  "POST /update-password": only(
    "own password (the temporary one for a member who must change it)",
    { ...MEMBERS, ...PENDING_ALLOWED },
    async (world, caller) => {
      const as = await world.freshAs(caller);
      return {
        method: "POST",
        url: "/update-password",
        payload: { oldPassword: as.password ?? TEST_PASSWORD, newPassword: "Another-Velvet-Evening-7" },
        as,
      };
    },
  ),
  "GET /api/me/preferences": only("own switches", MEMBERS, () => ({ method: "GET", url: "/api/me/preferences" })),
  "PUT /api/me/preferences": only("own switches", MEMBERS, () => ({
    method: "PUT",
    url: "/api/me/preferences",
    payload: { clubAnnouncements: true, commentNotifications: true },
  })),
  "GET /api/me/calendar-feed": only("own feed", MEMBERS, () => ({ method: "GET", url: "/api/me/calendar-feed" })),
  "POST /api/me/calendar-feed": only("own feed", MEMBERS, async (world, caller) => ({
    method: "POST",
    url: "/api/me/calendar-feed",
    as: await world.freshAs(caller),
  })),
  "DELETE /api/me/calendar-feed": only("own feed", MEMBERS, async (world, caller) => ({
    method: "DELETE",
    url: "/api/me/calendar-feed",
    as: await world.freshAs(caller),
  })),
  "GET /api/members": only("search by name", MEMBERS, () => ({ method: "GET", url: "/api/members?q=Member" })),

  // Profiles, the showcase, the directory and the members' home (decision 26): members only.
  "GET /api/profiles/:userId": only("another member's profile", MEMBERS, (world) => ({
    method: "GET",
    url: `/api/profiles/${world.actors.owner.userId}`,
  })),
  "PUT /api/me/profile": only("own profile", MEMBERS, async (world, caller) => ({
    method: "PUT",
    url: "/api/me/profile",
    payload: { headline: "Chair", company: "", city: "Lyon", bio: "", interests: [], links: [], ask_me_about: "" },
    as: await world.freshAs(caller),
  })),
  "GET /api/me/showcase": only("own showcase", MEMBERS, () => ({ method: "GET", url: "/api/me/showcase" })),
  "PUT /api/me/showcase": only("own showcase", MEMBERS, async (world, caller) => ({
    method: "PUT",
    url: "/api/me/showcase",
    payload: { pieces: [] },
    as: await world.freshAs(caller),
  })),
  "GET /api/directory": only("search by city", MEMBERS, () => ({ method: "GET", url: "/api/directory?q=Lyon" })),
  "GET /api/me/home": only("own home", MEMBERS, () => ({ method: "GET", url: "/api/me/home" })),
  "POST /api/me/avatar": only("own photo", MEMBERS, async (world, caller) => ({
    method: "POST",
    url: "/api/me/avatar",
    payload: uploadForm({ data: await plainJpeg(40, 30), name: "me.jpg" }),
    as: await world.freshAs(caller),
  })),
  "GET /api/me/avatar": only("own picture: initials without a photo", MEMBERS, async (world, caller) => ({
    method: "GET",
    url: "/api/me/avatar",
    as: await world.freshAs(caller),
  })),
  "DELETE /api/me/avatar": only("own photo", MEMBERS, async (world, caller) => ({
    method: "DELETE",
    url: "/api/me/avatar",
    as: await world.freshAs(caller),
  })),
  "GET /media/avatars/:userId/:file": only("another member's photo", MEMBERS, async (world) => {
    const owner = world.actors.owner;
    const set = await world.server.app.inject({
      method: "POST",
      url: "/api/me/avatar",
      payload: uploadForm({ data: await plainJpeg(40, 30), name: "owner.jpg" }),
      headers: { cookie: owner.cookie! },
    });
    return { method: "GET", url: (set.json() as { avatar_url: string }).avatar_url };
  }),

  // Admin: applications, invitation codes, users, audit log, overview.
  "GET /api/applications": only("every application", ADMINS, () => ({ method: "GET", url: "/api/applications" })),
  "PATCH /api/applications/:id/status": only("a pending application", ADMINS, async (world) => ({
    method: "PATCH",
    url: `/api/applications/${await world.newApplication()}/status`,
    payload: { accepted: false },
  })),
  "GET /api/search": only("one search across the club", MEMBERS, () => ({
    method: "GET",
    url: "/api/search?q=supper",
  })),
  "GET /api/event-categories": only("the visible categories", MEMBERS, () => ({
    method: "GET",
    url: "/api/event-categories",
  })),
  "GET /api/admin/event-categories": only("every category, hidden ones too", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/event-categories",
  })),
  "PUT /api/admin/event-categories": only("the whole list, one renamed", ADMINS, () => ({
    method: "PUT",
    url: "/api/admin/event-categories",
    payload: {
      categories: DEFAULT_EVENT_CATEGORIES.map((c) => ({
        ...c,
        hidden: false,
        label: c.key === "golf" ? "Golf Days" : c.label,
      })),
    },
  })),
  "GET /api/admin/invitation-codes": only("every code", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/invitation-codes",
  })),
  "POST /api/admin/invitation-codes": only("a generated code", ADMINS, () => ({
    method: "POST",
    url: "/api/admin/invitation-codes",
    payload: { note: "matrix" },
  })),
  "DELETE /api/admin/invitation-codes/:code": only("an active code", ADMINS, async (world) => ({
    method: "DELETE",
    url: `/api/admin/invitation-codes/${await world.newCode()}`,
  })),
  // Decision 0057: members' own invitations. Her own list is any member's; creating one depends on her tier.
  "GET /api/me/invitations": only("her own invitations", MEMBERS, () => ({
    method: "GET",
    url: "/api/me/invitations",
  })),
  "POST /api/me/invitations": [
    {
      about: "a friend invited while no tier invites (an admin invites whatever her tier)",
      expect: { ...MEMBERS, Standard: 403, "Travel Host": 403, Founding: 403, owner: 403, invitee: 403 },
      request: async (world) => {
        await invitingTiers(world, []);
        return { method: "POST", url: "/api/me/invitations", payload: { email: friendAddress() } };
      },
    },
    {
      about: "a friend invited by a member whose tier invites",
      expect: MEMBERS,
      request: async (world, caller) => {
        await invitingTiers(world, ["Flying", "Hosting"]);
        const actor = world.actors[caller];
        if (actor.userId)
          await world.server.database.db
            .updateTable("users")
            .set({ membership_tier: actor.type === "Travel Host" ? "Hosting" : "Flying" })
            .where("user_id", "=", actor.userId)
            .execute();
        return { method: "POST", url: "/api/me/invitations", payload: { email: friendAddress(), note: "matrix" } };
      },
    },
  ],
  "DELETE /api/me/invitations/:code": only("the owner's open invitation", OWN_INVITATION, async (world) => ({
    method: "DELETE",
    url: `/api/me/invitations/${await ownersInvitation(world)}`,
  })),
  "POST /api/me/invitations/:code/revoke": only("the owner's open invitation", OWN_INVITATION, async (world) => ({
    method: "POST",
    url: `/api/me/invitations/${await ownersInvitation(world)}/revoke`,
  })),
  "GET /api/admin/invite-tree": only("who invited whom", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/invite-tree",
  })),
  "PUT /api/admin/invite-rights/:userId": only("a member's right to invite", ADMINS, async (world) => ({
    method: "PUT",
    url: `/api/admin/invite-rights/${(await world.makeActor("Standard")).userId}`,
    payload: { mayInvite: false },
  })),
  "POST /api/admin/invitations": only("an invitation by email", ADMINS, () => ({
    method: "POST",
    url: "/api/admin/invitations",
    payload: { email: `invitee-${Math.random().toString(36).slice(2)}@example.com`, type: "Founding" },
  })),
  "POST /api/admin/invitations/link": only("a new registration link for an invited address", ADMINS, async (world) => {
    const email = `relinked-${Math.random().toString(36).slice(2)}@example.com`;
    await registrationInvitationsRepository(world.server.database.db).create({
      tokenHash: hashToken(newToken()),
      email,
      type: "Standard",
      applicationId: null,
    });
    return { method: "POST", url: "/api/admin/invitations/link", payload: { email } };
  }),
  "GET /api/users": only("every member; emails to admins only", MEMBERS, () => ({ method: "GET", url: "/api/users" })),
  "PUT /api/users/:userId/privilege": only("another member's type", ADMINS, async (world) => ({
    method: "PUT",
    url: `/api/users/${(await createMember(world.server)).userId}/privilege`,
    payload: { type: "Founding" },
  })),
  "PUT /api/users/:userId/admin": only("another member's admin flag", ADMINS, async (world) => ({
    method: "PUT",
    url: `/api/users/${(await createMember(world.server)).userId}/admin`,
    payload: { admin: true },
  })),
  "PUT /api/users/:userId/active": only("deactivating another member", ADMINS, async (world) => ({
    method: "PUT",
    url: `/api/users/${(await createMember(world.server)).userId}/active`,
    payload: { active: false },
  })),
  "POST /api/users/:userId/remove": only("removing another member (erased after 30 days)", ADMINS, async (world) => ({
    method: "POST",
    url: `/api/users/${(await createMember(world.server)).userId}/remove`,
  })),
  "PUT /api/users/:userId/reset-password-to-temp": only(
    "another member's temporary password",
    ADMINS,
    async (world) => ({
      method: "PUT",
      url: `/api/users/${(await createMember(world.server)).userId}/reset-password-to-temp`,
      payload: { password: "ignored" },
    }),
  ),
  "POST /api/users/:userId/reset-link": only("a new reset link for another member", ADMINS, async (world) => ({
    method: "POST",
    url: `/api/users/${(await createMember(world.server)).userId}/reset-link`,
  })),
  "GET /api/admin/audit-log": only("admin actions", ADMINS, () => ({ method: "GET", url: "/api/admin/audit-log" })),
  "GET /api/admin/overview": only("the club at a glance", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/overview",
  })),
};

function all3xx(): Expectation {
  return {
    anonymous: "redirect",
    Standard: "redirect",
    "Travel Host": "redirect",
    Founding: "redirect",
    admin: "redirect",
  };
}

/** The club's setting of the tiers whose members may invite (decision 0057), saved as an admin saves it. */
async function invitingTiers(world: World, tiers: string[]) {
  const saved = await world.call(world.actors.admin, {
    method: "PUT",
    url: "/api/admin/club-settings",
    payload: { invite_tiers: tiers },
  });
  if (saved.statusCode !== 200) throw new Error(`club settings: ${saved.statusCode} ${saved.body}`);
}

/** A fresh open invitation of the owner's, written as the service writes one. */
async function ownersInvitation(world: World): Promise<string> {
  const code = `MINE-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  await world.server.database.db
    .insertInto("invitation_codes")
    .values({
      code,
      max_uses: 1,
      expires_at: Date.now() + 86_400_000,
      note: null,
      created_by: world.actors.owner.userId,
      created_at: Date.now(),
      invited_by: world.actors.owner.userId,
      invitee_email: friendAddress(),
    })
    .execute();
  return code;
}
