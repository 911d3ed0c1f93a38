import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import type { MembersHome } from "../../../src/shared/profiles.ts";
import { queuedEmails, TEST_PASSWORD } from "../harness/test-app.ts";
import { ACCESS_CATALOGUE, type AccessKind } from "./access-catalogue.ts";
import { sessionsRepository } from "../../../src/server/modules/auth/repository.ts";
import { hashToken, newToken } from "../../../src/server/kernel/tokens/tokens.ts";
import { totpCode } from "../../../src/server/modules/auth/totp.ts";
import { digestsDue, sendDigests } from "../../../src/server/modules/notifications/index.ts";
import {
  ADMIN_WITHOUT_FACTOR,
  HER_TWIN,
  MEMBER_WITHOUT_FACTOR,
  REQUIREMENTS,
  relationsUnder,
  type Relation,
} from "./relation-club-relations.ts";
import { inject, openRelationClub, people, server } from "./relation-club-world.ts";

export { ADMIN_WITHOUT_FACTOR, type Relation } from "./relation-club-relations.ts";
export {
  acceptedRequest,
  conversations,
  cover,
  draft,
  event,
  eventComment,
  forgetRates,
  image,
  imageComment,
  inject,
  introductions,
  invitationTarget,
  invite,
  leavers,
  pendingRequest,
  people,
  photos,
  removedImage,
  removedImageEmailPath,
  server,
  stay,
  VIRTUAL_LINK,
} from "./relation-club-world.ts";

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
  application: "administration",
  sponsorship: "sponsorships",
  mailing: "administration",
  "mail log entry": "administration",
  "audit entry": "administration",
  "invitation code": "administration",
  "dashboard counts": "administration",
  "club settings": "administration",
  "event category": "administration",
  session: "members",
  "second factor": "members",
  "club security settings": "administration",
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

/** What a way answers a relation: the thing shown or done, hidden (as if it did not exist), or "log in first". */

export type Outcome = "reached" | "hidden" | "refused" | "unauthenticated";

/** What proves it is still her in a step-up: her factor's code when she has one, else her password. */
export const stepUpProof = (who: Relation) => {
  const secret = people[who].totpSecret;
  return secret ? { code: totpCode(secret) } : { password: TEST_PASSWORD };
};

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
