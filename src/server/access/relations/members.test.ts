import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import type { DirectoryPage } from "../../../shared/profiles.ts";

import {
  event,
  forgetRates,
  inject,
  leavers,
  onHome,
  people,
  photos,
  relationSuite,
  server,
  spareSession,
  stepUpProof,
  status,
  type Outcome,
  type Relation,
  type Ways,
  searched,
} from "../../../../test/server/authorization/relation-club.ts";

// The relation rows of members: profiles and photos, the members' home, the member lists, and each member's own
// sessions, second factor and passkeys (relation-club.ts: the club, the checks; administration.test.ts: what only
// admins read or change).

type MemberKind =
  | "profile"
  | "deactivated member's profile"
  | "member's photo"
  | "deactivated member's photo"
  | "closing member"
  | "erased member"
  | "own home"
  | "member"
  | "session"
  | "second factor"
  | "passkey"
  | "privacy export";

const inDirectory = (answer: LightMyRequestResponse, userId: number) =>
  status(answer, (a) => (a.json() as DirectoryPage).members.some((m) => m.user_id === userId));

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

/** A ready archive of the creator's and its one-time link, made afresh: only she may fetch it. */
async function creatorsArchiveLink() {
  const token = newToken();
  const id = randomUUID();
  const key = `privacy-exports/${id}/archive.zip`;
  await server.app.mediaStorage.put(key, Buffer.from("PK"), "application/zip");
  await server.database.db
    .insertInto("privacy_exports")
    .values({
      id,
      user_id: people.creator.userId,
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

/** Opens another session of the creator's and answers its id, as her sessions list names it. */
async function creatorsSpareSession() {
  const spare = await spareSession("creator");
  const list = await server.app.inject({ method: "GET", url: "/api/me/sessions", headers: { cookie: spare } });
  return (list.json() as { sessions: { id: string; current: boolean }[] }).sessions.find((s) => s.current)!.id;
}

/** Every way the others name or choose a member, asked of one who left (decision 0067), by the name she had. */
function leaverWays(key: keyof typeof leavers) {
  const her = () => leavers[key];
  return {
    "by id": async (who: Relation): Promise<Outcome> =>
      status(await inject(who, "GET", `/api/profiles/${her().userId}`)),
    directory: async (who: Relation): Promise<Outcome> =>
      inDirectory(await inject(who, "GET", "/api/directory?limit=50"), her().userId),
    "directory search by name": async (who: Relation): Promise<Outcome> =>
      inDirectory(await inject(who, "GET", `/api/directory?q=${encodeURIComponent(her().name)}`), her().userId),
    "search by name": async (who: Relation): Promise<Outcome> => searched(who, her().name, "members", her().userId),
    "mention and invite suggestions": async (who: Relation): Promise<Outcome> =>
      status(await inject(who, "GET", `/api/members?q=${encodeURIComponent(her().name)}`), (a) =>
        (a.json() as { user_id: number }[]).some((m) => m.user_id === her().userId),
      ),
    "among the event's participants": async (who: Relation): Promise<Outcome> =>
      status(await inject(who, "GET", `/api/events/${event.id}`), (a) =>
        (a.json().participants as { user_id: number }[]).some((p) => p.user_id === her().userId),
      ),
    "new members on the members' home": async (who: Relation): Promise<Outcome> => {
      await server.database.db
        .updateTable("users")
        .set({ created_at: Date.now() + 60_000 })
        .where("user_id", "=", her().userId)
        .execute();
      return onHome(who, (home) => home.new_members.some((m) => m.user_id === her().userId));
    },
    // Refused (a member who left takes no messages) or not found (her erased account): either way, not begun.
    "begin a conversation with her": async (who: Relation): Promise<Outcome> => {
      const begun = await inject(who, "POST", "/api/conversations", { user_ids: [her().userId], text: "Still here?" });
      if (begun.statusCode === 401) return "unauthenticated";
      return begun.statusCode === 201 ? "reached" : "hidden";
    },
    // A comment on the event naming her, by whoever may comment there: she is not among its mentions.
    "mentioned in a comment": async (who: Relation): Promise<Outcome> => {
      await forgetRates();
      const posted = await inject(who, "POST", "/api/comments", {
        commentableId: event.id,
        content: `@${her().name} we missed you`,
        mentions: [her().userId],
      });
      if (posted.statusCode !== 201) return posted.statusCode === 401 ? "unauthenticated" : "hidden";
      return (posted.json().mentions as { user_id: number }[]).some((m) => m.user_id === her().userId)
        ? "reached"
        : "hidden";
    },
  };
}

function expected(kind: MemberKind, relation: Relation, way: string): Outcome {
  switch (kind) {
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
    case "closing member":
    case "erased member":
      // Decision 0067: nobody finds, names or chooses her, admins included (they see her in the users list).
      return "hidden";
    case "member's photo":
      return "reached";
    case "member":
      // Both ways reach every member; only admins read emails in the list (users-list-for-members.test.ts).
      return "reached";
    case "second factor":
      return "reached";
    case "session":
      return way === "end all others" || relation === "creator" ? "reached" : "hidden";
    case "passkey":
      return relation === "creator" ? "reached" : "hidden";
    case "privacy export":
      return way === "download by the emailed link" ? (relation === "creator" ? "reached" : "hidden") : "reached";
  }
}

const WAYS: Ways<MemberKind> = {
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
    "search by name": async (who) => searched(who, people.creator.name, "members", people.creator.userId),
    "search by a field shown to admins only": async (who) => searched(who, "Quimper", "members", people.creator.userId),
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
    "search by name": async (who) => searched(who, people.deactivated.name, "members", people.deactivated.userId),
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
  "closing member": leaverWays("closing"),
  "erased member": leaverWays("erased"),
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
  member: {
    "list (emails to admins only)": async (who) => status(await inject(who, "GET", "/api/users")),
    "invite search": async (who) => status(await inject(who, "GET", "/api/members?q=Member")),
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
    "step-up of her own session": async (who) => status(await inject(who, "POST", "/api/me/step-up", stepUpProof(who))),
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
  "privacy export": {
    // Each member reads and asks for her own; the link, a ready archive of the creator's made afresh, is hers alone.
    "own summary": async (who) => status(await inject(who, "GET", "/api/me/privacy")),
    "ask for one": async (who) => status(await inject(who, "POST", "/api/me/export")),
    "download by the emailed link": async (who) => status(await inject(who, "GET", await creatorsArchiveLink())),
  },
};

relationSuite("members", WAYS, expected);
