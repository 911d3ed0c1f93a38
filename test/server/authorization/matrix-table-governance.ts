import { queuedEmails } from "../harness/test-app.ts";
import { ADMINS, type Expectation, type MatrixTable } from "./matrix-types.ts";
import type { World } from "./matrix-world.ts";

/**
 * The sponsor's link (decision 0068): the world's "owner" is the member an applicant named; only she reads and
 * answers it; everyone else, admins included, gets the same 404 as for a link that does not exist.
 */
const SPONSOR_ONLY: Expectation = {
  anonymous: 401,
  Standard: 404,
  "Travel Host": 404,
  Founding: 404,
  admin: 404,
  owner: "ok",
  invitee: 404,
};

/** A fresh application naming the owner as sponsor, and the token of the link she was sent. */
async function sponsorToken(world: World): Promise<string> {
  const payload = { ...world.applicationPayload(world.code), sponsorEmail: world.actors.owner.email };
  await world.call(world.actors.anonymous, { method: "POST", url: "/request", payload });
  const emails = (await queuedEmails(world.server, world.actors.owner.email)).filter(
    (email) => email.kind === "sponsorship-request",
  );
  return /\/sponsorships\/([a-z2-7]+)/.exec(emails.at(-1)!.text_body)![1]!;
}

/** How the club decides (decision 0050): admins' votes on applications. Members never see or cast votes. */
export const governanceTable: MatrixTable = {
  "POST /api/applications/:id/votes": [
    {
      about: "a vote on a pending application",
      expect: ADMINS,
      request: async (world) => ({
        method: "POST",
        url: `/api/applications/${await world.newApplication()}/votes`,
        payload: { vote: "reject", note: "Not this year." },
      }),
    },
  ],
  "GET /api/sponsorships/:token": [
    {
      about: "what the named sponsor is asked",
      expect: SPONSOR_ONLY,
      request: async (world) => ({ method: "GET", url: `/api/sponsorships/${await sponsorToken(world)}` }),
    },
  ],
  "POST /api/sponsorships/:token": [
    {
      about: "the named sponsor's answer",
      expect: SPONSOR_ONLY,
      request: async (world) => ({
        method: "POST",
        url: `/api/sponsorships/${await sponsorToken(world)}`,
        payload: { decision: "confirm", words: "I know her well." },
      }),
    },
  ],
};
