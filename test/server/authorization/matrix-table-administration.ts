import { createMember } from "../harness/test-app.ts";
import { hashToken, newToken } from "../../../src/server/kernel/tokens/tokens.ts";
import { registrationInvitationsRepository } from "../../../src/server/modules/registration/repository.ts";
import { DEFAULT_EVENT_CATEGORIES } from "../../../src/shared/event-categories.ts";
import { ADMINS, MEMBERS, only, type Expectation, type MatrixTable } from "./matrix-types.ts";
import type { World } from "./matrix-world.ts";

/**
 * The admin's applications, event categories, invitation codes, members, audit log and overview; members' own
 * invitations and the club's search.
 */

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

export const administrationTable: MatrixTable = {
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
