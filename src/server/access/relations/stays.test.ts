import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { expect } from "vitest";

import { hasGpsPointer, plainJpeg, uploadForm } from "../../../../test/server/kits/gallery-test-kit.ts";
import { inDays } from "../../../../test/server/kits/stays-test-kit.ts";
import { queuedEmails } from "../../../../test/server/harness/test-app.ts";

import {
  acceptedRequest,
  adminOnly,
  draft,
  forgetRates,
  inject,
  listed,
  pendingRequest,
  people,
  relationSuite,
  server,
  status,
  stay,
  text,
  type Outcome,
  type Relation,
  type Ways,
  searched,
} from "../../../../test/server/authorization/relation-club.ts";

// The relation rows of the host's homes, their addresses and requests, tiers (relation-club.ts: the club, the checks).

let nextStayDay = 30;

/** Whether an answer (one home, a list, one request or a list of them) carries the home's exact address. */
const carriesAddress = (answer: LightMyRequestResponse) =>
  status(answer, (a) => a.body.includes(JSON.stringify(stay.address)));

const icsEscaped = (value: string) => value.replace(/,/g, "\\,");

/** Asks for a stay on dates of its own each time, so that no two asks overlap an accepted stay. */
async function askStay(who: Relation, id: string) {
  nextStayDay += 3;
  await forgetRates();
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
  await forgetRates();
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

/** Before she asks to change tier: no tier (so no minimum term to wait for) and no request waiting (decision 52). */
async function readyToAsk(who: Relation) {
  const userId = people[who].userId;
  if (!userId) return;
  await inject("admin", "PUT", `/api/admin/members/${userId}/membership`, { tier: null });
  const open = (await inject("admin", "GET", "/api/admin/membership/change-requests")).json().requests as {
    id: number;
    user_id: number;
    status: string;
  }[];
  for (const request of open.filter((r) => r.user_id === userId && r.status === "open"))
    await inject("admin", "POST", `/api/admin/membership/change-requests/${request.id}/decline`);
  await forgetRates();
}

/** An open request to change tier (a Founding member's, made ready to ask), for the ways that answer one. */
async function freshChangeRequest() {
  const asker: Relation = "uninvited Founding";
  await readyToAsk(asker);
  const asked = await inject(asker, "POST", "/api/me/membership/change-request", { tier_id: "Executive" });
  expect(asked.statusCode, asked.body).toBe(201);
  return asked.json().id as number;
}

/** Each way of reaching a kind, asked as one relation: what it answered. */

/** The kinds this file's rows cover: the stays, and the membership whose tier prices them. */
type StaysKind =
  | "stay draft"
  | "stay"
  | "stay address"
  | "stay request"
  | "membership tier"
  | "tiers"
  | "tier change request"
  | "membership"
  | "ledger"
  | "renewals";

function expected(kind: StaysKind, relation: Relation, way: string): Outcome {
  switch (kind) {
    case "stay draft":
      if (way === "request") return relation === "host" ? "refused" : relation === "admin" ? "refused" : "hidden";
      return relation === "host" || relation === "admin" ? "reached" : "hidden";
    case "stay":
      if (way === "edit" || way === "add a photo")
        return relation === "host" || relation === "admin" ? "reached" : "refused";
      if (way === "request") return relation === "host" ? "refused" : "reached";
      return "reached";
    case "stay address":
      // Search never holds a home's exact address: not found by it, not shown with it, whoever asks.
      if (way === "search by its words" || way === "search results") return "hidden";
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
    case "tiers":
      return adminOnly(relation);
    case "tier change request":
      // Her own she reads and makes (lapsed too); listing and answering are the admins'.
      return way === "own" || way === "ask" ? "reached" : adminOnly(relation);
    case "membership":
      return way === "own" || relation === "admin" ? "reached" : "refused";
    case "ledger":
      // Her own is hers (no id names another's); everything else on a ledger is the admins'.
      return way === "own" || relation === "admin" ? "reached" : "refused";
    case "renewals":
      return adminOnly(relation);
  }
}

const WAYS: Ways<StaysKind> = {
  "stay draft": {
    list: async (who) => listed(await inject(who, "GET", "/api/stays"), draft.id),
    search: async (who) => searched(who, "maison secrete", "stays", draft.id),
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
    search: async (who) => searched(who, "villa aurora", "stays", stay.id),
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
    "search by its words": async (who) => searched(who, "Cristoforo Colombo", "stays", stay.id),
    "search results": async (who) => carriesAddress(await inject(who, "GET", "/api/search?q=villa+aurora")),
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
    own: async (who) => status(await inject(who, "GET", "/api/me/membership-tier")),
  },
  tiers: {
    "admin list": async (who) => status(await inject(who, "GET", "/api/admin/tiers")),
    replace: async (who) =>
      status(
        await inject(who, "PUT", "/api/admin/tiers", {
          tiers: (await inject("admin", "GET", "/api/tiers")).json().tiers,
        }),
      ),
  },
  "tier change request": {
    /** Hers alone: her newest request or none, never another's. */
    own: async (who) =>
      status(await inject(who, "GET", "/api/me/membership/change-request"), (a) => {
        const request = a.json().request as { user_id: number } | null;
        return request === null || request.user_id === people[who].userId;
      }),
    ask: async (who) => {
      await readyToAsk(who);
      const type = people[who].userId
        ? (await inject("admin", "GET", `/api/admin/members/${people[who].userId}/membership`)).json().member_type
        : "Founding";
      return status(
        await inject(who, "POST", "/api/me/membership/change-request", {
          tier_id: type === "Travel Host" ? "Hosting" : "Flying",
        }),
      );
    },
    "admin list": async (who) => status(await inject(who, "GET", "/api/admin/membership/change-requests")),
    approve: async (who) =>
      status(await inject(who, "POST", `/api/admin/membership/change-requests/${await freshChangeRequest()}/approve`)),
    decline: async (who) =>
      status(await inject(who, "POST", `/api/admin/membership/change-requests/${await freshChangeRequest()}/decline`)),
  },
  membership: {
    own: async (who) => status(await inject(who, "GET", "/api/me/membership")),
    "read a member's": async (who) =>
      status(await inject(who, "GET", `/api/admin/members/${people["guest (pending)"].userId}/membership`)),
    "set a member's": async (who) =>
      status(
        await inject(who, "PUT", `/api/admin/members/${people["guest (pending)"].userId}/membership`, { tier: null }),
      ),
  },
  ledger: {
    /** Her own ledger answers with her id alone, never another's lines. */
    own: async (who) =>
      status(await inject(who, "GET", "/api/me/ledger"), (a) => a.json().user_id === people[who].userId),
    "a member's": async (who) =>
      status(await inject(who, "GET", `/api/admin/members/${people["guest (pending)"].userId}/ledger`)),
    "record a payment": async (who) =>
      status(
        await inject(who, "POST", `/api/admin/members/${people["guest (pending)"].userId}/payments`, {
          amount: 100,
          currency: "USD",
          date: inDays(server, 0),
          method: "cash",
        }),
      ),
    "record a charge": async (who) => {
      await inject("admin", "PUT", `/api/admin/members/${people.host.userId}/membership`, { tier: "Hosting" });
      return status(
        await inject(who, "POST", `/api/admin/members/${people.host.userId}/charges`, {
          kind: "tier_fee",
          amount: 100,
          date: inDays(server, 0),
        }),
      );
    },
  },
  renewals: {
    list: async (who) => status(await inject(who, "GET", "/api/admin/renewals")),
    "as CSV": async (who) => status(await inject(who, "GET", "/api/admin/renewals.csv")),
  },
};

relationSuite("stays", WAYS, expected);
