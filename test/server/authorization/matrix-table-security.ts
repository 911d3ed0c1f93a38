import { randomUUID } from "node:crypto";
import { hashToken, newToken } from "../../../src/server/kernel/tokens/tokens.ts";
import { loadSecretKey, secretBox } from "../../../src/server/secret-key.ts";
import { newTotpSecret, totpCode } from "../../../src/server/modules/auth/totp.ts";
import { TEST_PASSWORD, createMember } from "../harness/test-app.ts";
import { ADMINS, MEMBERS, PUBLIC, only, type MatrixTable } from "./matrix-types.ts";
import { nextAddress, type Actor, type World } from "./matrix-world.ts";

/** Second factors and the member's own sessions (decision 28). */

/** Turns TOTP on for a member straight in the database (a pending member cannot use the calls); answers the secret. */
async function withTotp(world: World, userId: number, confirmed = true) {
  const secret = newTotpSecret();
  const box = secretBox(loadSecretKey(world.server.config), "totp");
  await world.server.database.db
    .insertInto("totp_factors")
    .values({
      user_id: userId,
      secret_encrypted: box.seal(secret),
      confirmed_at: confirmed ? Date.now() : null,
      last_used_step: null,
      created_at: Date.now(),
    })
    .execute();
  return secret;
}

/** A login of a fresh member with TOTP on, waiting for its code: the cookie that carries it and a right code. */
async function waitingLogin(world: World) {
  const member = await createMember(world.server);
  const secret = await withTotp(world, member.userId);
  const response = await world.server.app.inject({
    method: "POST",
    url: "/login",
    payload: { email: member.email, password: TEST_PASSWORD },
    remoteAddress: nextAddress(),
  });
  const pending = response.cookies.find((c) => c.name.endsWith("salon_pending"))!;
  return { cookie: `${pending.name}=${pending.value}`, code: totpCode(secret) };
}

/** A WebAuthn answer of the right shape that no authenticator of this site made. */
export const FOREIGN_CREDENTIAL = {
  id: "AAAA",
  rawId: "AAAA",
  type: "public-key",
  response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA", attestationObject: "AAAA" },
  clientExtensionResults: {},
};

/** A passkey row of a member's, straight in the database; answers its id. */
async function storedPasskey(world: World, userId: number) {
  const row = await world.server.database.db
    .insertInto("passkeys")
    .values({
      user_id: userId,
      credential_id: `credential-${userId}-${Math.random().toString(36).slice(2)}`,
      public_key: "AAAA",
      counter: 0,
      transports: null,
      name: "Phone",
      created_at: Date.now(),
      last_used_at: null,
    })
    .returning("passkey_id")
    .executeTakeFirstOrThrow();
  return row.passkey_id;
}

const withCookie = (as: Actor, cookie: string) => (as.cookie ? `${as.cookie}; ${cookie}` : cookie);

export const securityTable: MatrixTable = {
  "POST /login/2fa": only("the caller's own waiting login", PUBLIC, async (world, caller) => {
    const as = await world.freshAs(caller);
    const waiting = await waitingLogin(world);
    return {
      method: "POST",
      url: "/login/2fa",
      payload: { code: waiting.code },
      headers: { cookie: withCookie(as, waiting.cookie) },
      as,
    };
  }),
  "GET /api/me/2fa": only("own factors", MEMBERS, () => ({ method: "GET", url: "/api/me/2fa" })),
  "POST /api/me/2fa/totp": only("own new secret", MEMBERS, async (world, caller) => ({
    method: "POST",
    url: "/api/me/2fa/totp",
    as: await world.freshAs(caller),
  })),
  "POST /api/me/2fa/totp/confirm": only("own secret, with its code", MEMBERS, async (world, caller) => {
    const as = await world.freshAs(caller);
    const secret = as.userId ? await withTotp(world, as.userId, false) : newTotpSecret();
    return { method: "POST", url: "/api/me/2fa/totp/confirm", payload: { code: totpCode(secret) }, as };
  }),
  "DELETE /api/me/2fa/totp": only("own factor, with its code", MEMBERS, async (world, caller) => {
    const as = await world.freshAs(caller);
    const secret = as.userId ? await withTotp(world, as.userId) : newTotpSecret();
    return { method: "DELETE", url: "/api/me/2fa/totp", payload: { code: totpCode(secret) }, as };
  }),
  "POST /api/me/2fa/recovery-codes": only("own codes, with a code", MEMBERS, async (world, caller) => {
    const as = await world.freshAs(caller);
    const secret = as.userId ? await withTotp(world, as.userId) : newTotpSecret();
    return { method: "POST", url: "/api/me/2fa/recovery-codes", payload: { code: totpCode(secret) }, as };
  }),
  "GET /api/me/sessions": only("own sessions", MEMBERS, () => ({ method: "GET", url: "/api/me/sessions" })),
  "DELETE /api/me/sessions/:id": only("one of own sessions", MEMBERS, async (world, caller) => {
    const as = await world.freshAs(caller);
    if (!as.cookie) return { method: "DELETE", url: "/api/me/sessions/unknown", as };
    const list = await world.server.app.inject({
      method: "GET",
      url: "/api/me/sessions",
      headers: { cookie: as.cookie },
    });
    // A pending member may not list them (403): any id serves, the gate answers first.
    const id = list.statusCode === 200 ? (list.json<{ sessions: { id: string }[] }>().sessions[0]?.id ?? "x") : "x";
    return { method: "DELETE", url: `/api/me/sessions/${id}`, as };
  }),
  "GET /api/me/passkeys": only("own passkeys", MEMBERS, () => ({ method: "GET", url: "/api/me/passkeys" })),
  "POST /api/me/passkeys/options": only("a challenge for a new passkey of her own", MEMBERS, () => ({
    method: "POST",
    url: "/api/me/passkeys/options",
  })),
  // A real passkey needs a browser's authenticator (e2e/passkeys.spec.ts); here a well-formed answer to no challenge:
  // members get as far as the check (400), others are stopped before it.
  "POST /api/me/passkeys": only(
    "a new passkey of her own",
    { ...MEMBERS, Standard: 400, "Travel Host": 400, Founding: 400, admin: 400, owner: 400, invitee: 400 },
    () => ({ method: "POST", url: "/api/me/passkeys", payload: { name: "Phone", credential: FOREIGN_CREDENTIAL } }),
  ),
  "DELETE /api/me/passkeys/:id": only("one of her own passkeys", MEMBERS, async (world, caller) => {
    const as = await world.freshAs(caller);
    const id = as.userId ? await storedPasskey(world, as.userId) : 1;
    return { method: "DELETE", url: `/api/me/passkeys/${id}`, as };
  }),
  "POST /login/passkey/options": only("a challenge for a passkey sign-in", PUBLIC, () => ({
    method: "POST",
    url: "/login/passkey/options",
  })),
  "POST /login/passkey": only(
    "a passkey sign-in (refused here: no browser made it)",
    { anonymous: 400, Standard: 400, "Travel Host": 400, Founding: 400, admin: 400 },
    () => ({ method: "POST", url: "/login/passkey", payload: { credential: FOREIGN_CREDENTIAL } }),
  ),
  "DELETE /api/users/:userId/sessions": only("another member's sessions", ADMINS, async (world) => ({
    method: "DELETE",
    url: `/api/users/${(await createMember(world.server)).userId}/sessions`,
  })),
  "DELETE /api/me/sessions": only("every other own session", MEMBERS, async (world, caller) => ({
    method: "DELETE",
    url: "/api/me/sessions",
    as: await world.freshAs(caller),
  })),
  // A member without a factor proves it with her password (decision 28): every member's own session, nobody else's.
  "POST /api/me/step-up": only("a fresh proof for her own session", MEMBERS, async (world, caller) => ({
    method: "POST",
    url: "/api/me/step-up",
    payload: { password: TEST_PASSWORD },
    as: await world.freshAs(caller),
  })),
  "POST /api/me/step-up/options": only("a challenge for one of her own passkeys", MEMBERS, () => ({
    method: "POST",
    url: "/api/me/step-up/options",
  })),
  "GET /api/admin/security-settings": only("the club's security settings", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/security-settings",
  })),
  // Set to what it is: turning it on would hold every caller without a factor in the rest of the matrix.
  "PUT /api/admin/security-settings": only("the club's security settings", ADMINS, () => ({
    method: "PUT",
    url: "/api/admin/security-settings",
    payload: { requireSecondFactorForAll: false },
  })),
  "GET /api/admin/club-settings": only("the club's settings", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/club-settings",
  })),
  // Set to the default it has: the rest of the matrix reads the club's name and country.
  "PUT /api/admin/club-settings": only("the club's settings", ADMINS, () => ({
    method: "PUT",
    url: "/api/admin/club-settings",
    payload: { country: "US" },
  })),
  // A test email to the admin herself (to the mail drop here: the matrix's server has no mail server).
  "POST /api/admin/club-settings/test-email": only("a test email", ADMINS, () => ({
    method: "POST",
    url: "/api/admin/club-settings/test-email",
  })),
  "GET /api/admin/setup-checklist": only("the first-run checklist", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/setup-checklist",
  })),
  // Decision 46: her inbox, marking it read, and its live stream: each member her own notices only.
  "GET /api/me/notifications": only("her own notices", MEMBERS, () => ({
    method: "GET",
    url: "/api/me/notifications",
  })),
  "POST /api/me/notifications/read": only("her own notices", MEMBERS, () => ({
    method: "POST",
    url: "/api/me/notifications/read",
    payload: { all: true },
  })),
  "GET /api/me/notification-preferences": only("her own choices of notices", MEMBERS, () => ({
    method: "GET",
    url: "/api/me/notification-preferences",
  })),
  "PUT /api/me/notification-preferences": only("her own choices of notices", MEMBERS, () => ({
    method: "PUT",
    url: "/api/me/notification-preferences",
    payload: { invitation: "email" },
  })),
  // A stream never ends by itself: the call is answered once its headers are sent (the app closes the stream at close).
  "GET /api/me/stream": only("her own live notices", MEMBERS, () => ({
    method: "GET",
    url: "/api/me/stream",
    payloadAsStream: true,
  })),
  // Decision 47: her privacy page, her archive and closing her account: each member her own.
  "GET /api/me/privacy": only("what the club holds about her", MEMBERS, () => ({
    method: "GET",
    url: "/api/me/privacy",
  })),
  "POST /api/me/export": only("an archive of her own", MEMBERS, async (world, caller) => ({
    method: "POST",
    url: "/api/me/export",
    as: await world.freshAs(caller),
  })),
  "GET /api/me/export/:token": [
    ...only("her own archive, by its emailed link", MEMBERS, async (world, caller) => {
      const as = await world.freshAs(caller);
      return { method: "GET", url: await readyArchiveLink(world, as.userId || world.actors.owner.userId), as };
    }),
    ...only(
      "another member's archive, by its link",
      { ...MEMBERS, Standard: 404, "Travel Host": 404, Founding: 404, admin: 404, owner: "ok", invitee: 404 },
      async (world) => ({
        method: "GET",
        url: await readyArchiveLink(world, world.actors.owner.userId),
      }),
    ),
  ],
  // A fresh member closes her own account (her sessions end); the pending ones are stopped at the gate.
  "POST /api/me/close": only("her own account", MEMBERS, async (world, caller) => {
    const as = await world.freshAs(caller);
    return {
      method: "POST",
      url: "/api/me/close",
      payload: { password: as.password ?? TEST_PASSWORD, comments: "keep", leave_event_photos: true },
      as,
    };
  }),
};

/** A ready archive of a member's, stored, and its one-time link. */
async function readyArchiveLink(world: World, userId: number) {
  const token = newToken();
  const id = randomUUID();
  const key = `privacy-exports/${id}/archive.zip`;
  await world.server.app.mediaStorage.put(key, Buffer.from("PK"), "application/zip");
  await world.server.database.db
    .insertInto("privacy_exports")
    .values({
      id,
      user_id: userId,
      status: "ready",
      requested_at: Date.now(),
      claim_token: null,
      claimed_until: null,
      storage_key: key,
      token_hash: hashToken(token),
      ready_at: Date.now(),
      expires_at: Date.now() + 60_000,
      used_at: null,
    })
    .execute();
  return `/api/me/export/${token}`;
}
