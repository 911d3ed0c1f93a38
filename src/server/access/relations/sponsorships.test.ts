import { newToken } from "../../kernel/tokens/tokens.ts";
import {
  inject,
  people,
  relationSuite,
  server,
  status,
  type Outcome,
  type Relation,
  type Ways,
} from "../../../../test/server/authorization/relation-club.ts";
import { queuedEmails } from "../../../../test/server/harness/test-app.ts";

// The relation rows of sponsorships (decision 0068): an applicant names the creator as her sponsor; only the creator
// reads her link, answers it, sees its notice and receives its email; admins read the sponsor on the review card.

/** A fresh application naming the creator, with the token of the link she was sent and the applicant's address. */
async function creatorsSponsorship() {
  const code = `SPONSOR-${newToken().slice(0, 10).toUpperCase()}`;
  await server.database.db
    .insertInto("invitation_codes")
    .values({
      code,
      max_uses: 1,
      expires_at: null,
      note: null,
      created_by: null,
      created_at: Date.now(),
      invited_by: null,
      invitee_email: null,
    })
    .execute();
  const email = `sponsored-${newToken().slice(0, 8).toLowerCase()}@example.com`;
  const applied = await server.app.inject({
    method: "POST",
    url: "/request",
    remoteAddress: `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: {
      invitationCode: code,
      full_name: "Ada Sponsored",
      email,
      phone: "+1-5551234567",
      reason: "To meet women who build things.",
      interests: ["Travel"],
      availability: "Weekends",
      membershipType: "Standard",
      sponsorEmail: people.creator.email,
      sponsorNote: "From the museum board.",
    },
  });
  if (applied.statusCode !== 201) throw new Error(`application: ${applied.statusCode} ${applied.body}`);
  const emails = (await queuedEmails(server, people.creator.email)).filter((e) => e.kind === "sponsorship-request");
  const token = /\/sponsorships\/([a-z2-7]+)/.exec(emails.at(-1)!.text_body)![1]!;
  return { token, email };
}

function expected(_kind: "sponsorship", relation: Relation, way: string): Outcome {
  if (way === "on the review card") return relation === "admin" ? "reached" : "refused";
  return relation === "creator" ? "reached" : "hidden";
}

const WAYS: Ways<"sponsorship"> = {
  sponsorship: {
    "by its link": async (who) =>
      status(await inject(who, "GET", `/api/sponsorships/${(await creatorsSponsorship()).token}`)),
    answer: async (who) =>
      status(
        await inject(who, "POST", `/api/sponsorships/${(await creatorsSponsorship()).token}`, {
          decision: "confirm",
          words: "I know her well.",
        }),
      ),
    notice: async (who) => {
      const { token } = await creatorsSponsorship();
      return status(await inject(who, "GET", "/api/me/notifications"), (answer) =>
        (answer.json() as { notices: { link: string }[] }).notices.some((n) => n.link === `/sponsorships/${token}`),
      );
    },
    "email it causes": async (who) => {
      const { token } = await creatorsSponsorship();
      if (!people[who].email) return "hidden";
      const emails = await queuedEmails(server, people[who].email);
      return emails.some((e) => e.text_body.includes(`/sponsorships/${token}`)) ? "reached" : "hidden";
    },
    "on the review card": async (who) => {
      const { email } = await creatorsSponsorship();
      return status(await inject(who, "GET", "/api/applications"), (answer) =>
        (answer.json() as { email: string; sponsor: { user_id: number } | null }[]).some(
          (a) => a.email === email && a.sponsor?.user_id === people.creator.userId,
        ),
      );
    },
  },
};

relationSuite("sponsorships", WAYS, expected);
