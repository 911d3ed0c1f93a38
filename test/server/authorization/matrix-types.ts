import type { InjectOptions } from "fastify";
import type { Role } from "../harness/test-app.ts";
import type { Actor, Caller, World } from "./matrix-world.ts";

/** The class of answer expected: any 2xx, any 3xx, or an exact refusal status. */
export type Outcome = "ok" | "redirect" | 400 | 401 | 403 | 404 | 409;

/**
 * The five roles must be given; the owner and invitee rows where they mean something. The two callers with a
 * temporary password still to change are derived (see pendingOutcome) unless a row says otherwise.
 */
export type Expectation = Record<Role, Outcome> & Partial<Record<"owner" | "invitee" | PendingCaller, Outcome>>;
export type PendingCaller = "pending member" | "pending admin";

/** A valid request for one caller; `as` replaces the caller's own session (a fresh member of the same role). */
export interface MatrixRequest extends InjectOptions {
  as?: Actor;
}

export interface MatrixCase {
  /** What this row is about, e.g. "an invite-only event". */
  about: string;
  /** Builds the request; may create what the call consumes (a fresh event to delete, a fresh token…). */
  request(world: World, caller: Caller): Promise<MatrixRequest> | MatrixRequest;
  expect: Expectation;
}

/** Route key ("METHOD /url" as registered) to its cases: every route of the server must have at least one. */
export type MatrixTable = Record<string, MatrixCase[]>;

const all = (outcome: Outcome): Expectation => ({
  anonymous: outcome,
  Standard: outcome,
  "Travel Host": outcome,
  Founding: outcome,
  admin: outcome,
});

/** Anyone, logged in or not. */
export const PUBLIC = all("ok");
/** Any logged-in member; anonymous callers get 401. */
export const MEMBERS: Expectation = { ...all("ok"), anonymous: 401, owner: "ok", invitee: "ok" };
/** Admins only: 401 anonymous, 403 for members. */
export const ADMINS: Expectation = {
  anonymous: 401,
  Standard: 403,
  "Travel Host": 403,
  Founding: 403,
  admin: "ok",
  owner: 403,
};
/** The owner of the thing and admins; other members see it but may not change it. */
export const OWNER_OR_ADMIN: Expectation = { ...ADMINS, owner: "ok" };
/** The owner only (editing a comment): not even an admin. */
export const OWNER_ONLY: Expectation = { ...ADMINS, admin: 403, owner: "ok" };
/** Something on the invite-only event: hidden (404) from members who are not its creator, invitees or admins. */
export const HIDDEN: Expectation = {
  anonymous: 401,
  Standard: 404,
  "Travel Host": 404,
  Founding: 404,
  admin: "ok",
  owner: "ok",
  invitee: "ok",
};
/** On the invite-only event: hidden from uninvited members; the invitee sees it but only its owner or an admin changes it. */
export const HIDDEN_OWNER_OR_ADMIN: Expectation = { ...HIDDEN, invitee: 403 };

/**
 * docs/product/limits.md#temporary-password: until they choose a new password, a member or admin given a temporary one gets 403
 * (password_change_required) from every call that needs a login, except the few that let them choose it; public
 * calls answer them as they answer a logged-in member or admin.
 */
export function pendingOutcome(caller: PendingCaller, expectation: Expectation): Outcome {
  const explicit = expectation[caller];
  if (explicit !== undefined) return explicit;
  if (expectation.anonymous === 401) return 403;
  return expectation[caller === "pending admin" ? "admin" : "Standard"];
}
/** For the calls that let a member with a temporary password choose a new one. */
export const PENDING_ALLOWED = { "pending member": "ok", "pending admin": "ok" } as const;

export function outcomeOf(status: number): Outcome | number {
  if (status >= 200 && status < 300) return "ok";
  if (status >= 300 && status < 400) return "redirect";
  return status;
}

/** One case, with one route key: shorthand for the tables. */
export const only = (about: string, expect: Expectation, request: MatrixCase["request"]): MatrixCase[] => [
  { about, expect, request },
];

/** An expectation without the owner or invitee rows (when they are not meaningful for a case). */
export function without(expectation: Expectation, ...callers: ("owner" | "invitee")[]): Expectation {
  const copy = { ...expectation };
  for (const caller of callers) delete copy[caller];
  return copy;
}
