import { TEST_PASSWORD, createMember } from "../harness/test-app.ts";
import type { MemberType } from "../../../src/shared/members.ts";
import { plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import { MEMBERS, PENDING_ALLOWED, PUBLIC, only, type Expectation, type MatrixTable } from "./matrix-types.ts";

/** Public pages, sign-in, registration, applications, Settings, profiles and the members' home. */

const OTHER_TYPE: Record<MemberType, MemberType> = {
  Standard: "Founding",
  "Travel Host": "Standard",
  Founding: "Standard",
};
/** A field only an admin may change: members 403 (and nothing changes), admins 200. */
const NOBODY: Expectation = { anonymous: 404, Standard: 404, "Travel Host": 404, Founding: 404, admin: 404 };
const ADMIN_FIELD: Expectation = { ...MEMBERS, admin: "ok" };
for (const caller of ["Standard", "Travel Host", "Founding", "owner", "invitee"] as const) ADMIN_FIELD[caller] = 403;

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
