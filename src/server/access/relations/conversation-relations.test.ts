import http from "node:http";
import type { AddressInfo } from "node:net";
import { signedTokens } from "../../kernel/tokens/signed-tokens.ts";
import { REPLY_ADDRESS_PURPOSE } from "../../modules/inbound-mail/index.ts";
import { replyAddresses } from "../../modules/inbound-mail/reply-address.ts";
import { loadSecretKey } from "../../secret-key.ts";

import {
  adminOnly,
  conversations,
  forgetRates,
  inject,
  people,
  relationSuite,
  server,
  status,
  type Outcome,
  type Relation,
  type Ways,
} from "../../../../test/server/authorization/relation-club.ts";

// The relation rows of conversations (decision 0049; relation-club.ts: the club, the checks; conversations.test.ts:
// the rules one by one). Only a conversation's two members reach it, by every way; admins read reported messages only.

type Key = keyof typeof conversations;

/** The members of each conversation, and who of them may still write in it. */
const MEMBERS: Record<Key, { readers: Relation[]; writers: Relation[] }> = {
  open: { readers: ["creator", "participant"], writers: ["creator", "participant"] },
  blocked: { readers: ["author", "uploader"], writers: [] },
  deactivated: { readers: ["creator"], writers: [] },
};

const listening = new WeakSet<object>();

/** Her stream resumed from its start: whether a notice about the conversation comes before her unread count. */
async function streamed(who: Relation, id: string): Promise<Outcome> {
  if (!listening.has(server)) {
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    listening.add(server);
  }
  const port = (server.app.server.address() as AddressInfo).port;
  const cookie = people[who].cookie;
  return new Promise<Outcome>((resolve, reject) => {
    const request = http.get(`http://127.0.0.1:${port}/api/me/stream`, {
      headers: { ...(cookie ? { cookie } : {}), "last-event-id": "0" },
    });
    request.on("error", reject);
    request.on("response", (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve(response.statusCode === 401 ? "unauthenticated" : response.statusCode === 404 ? "hidden" : "refused");
        return;
      }
      let raw = "";
      let found = false;
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        raw += chunk;
        let end;
        while ((end = raw.indexOf("\n\n")) !== -1) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          if (block.includes("event: notice") && block.includes(`"id":"${id}"`)) found = true;
          if (block.includes("event: unread-count")) {
            request.destroy();
            resolve(found ? "reached" : "hidden");
          }
        }
      });
    });
  });
}

/** Her reply to the email of a message in the conversation, as the inbound listener hands it to its service. */
async function repliedByEmail(who: Relation, conversationId: string): Promise<Outcome> {
  if (who === "anonymous") return "unauthenticated";
  await forgetRates();
  const inbound = server.config.inboundMail!;
  const address = replyAddresses(
    signedTokens(loadSecretKey(server.config), REPLY_ADDRESS_PURPOSE),
    inbound.replyDomain,
  ).forEmail({
    kind: "message-notice",
    to: people[who].email,
    userId: people[who].userId,
    data: { authorName: "Someone", conversationId, text: "A message" },
  })!;
  const outcome = await server.app.inboundMail!.receive({
    recipient: address,
    from: people[who].email,
    text: "One more thing, by email.",
    autoSubmitted: "no",
  });
  if (outcome.accepted) return "reached";
  const outcomes: Partial<Record<string, Outcome>> = {
    "not-found": "hidden",
    "not-allowed": "refused",
    "account-not-ready": "refused",
    inactive: "unauthenticated",
  };
  const answer = outcomes[outcome.reason];
  if (!answer) throw new Error(`an unexpected refusal: ${outcome.reason}`);
  return answer;
}

function waysOf(key: Key) {
  const id = () => conversations[key].id;
  return {
    list: async (who: Relation) =>
      status(await inject(who, "GET", "/api/conversations"), (a) =>
        (a.json().conversations as { id: string }[]).some((c) => c.id === id()),
      ),
    "its messages": async (who: Relation) =>
      status(await inject(who, "GET", `/api/conversations/${id()}/messages`), (a) => a.json().messages.length === 2),
    "write in it": async (who: Relation) => {
      await forgetRates();
      return status(await inject(who, "POST", `/api/conversations/${id()}/messages`, { text: "One more thing." }));
    },
    "reply by email to its notice": (who: Relation) => repliedByEmail(who, id()),
    "report a message of the other's": async (who: Relation) => {
      await forgetRates();
      const message = conversations[key].messages.find((m) => m.authorId !== people[who].userId)!;
      return status(await inject(who, "POST", `/api/messages/${message.id}/report`, { reason: "Unkind" }));
    },
    "notice of its messages": async (who: Relation) =>
      status(await inject(who, "GET", "/api/me/notifications"), (a) =>
        (a.json().notices as { subject: { kind: string; id: string } }[]).some(
          (n) => n.subject.kind === "conversation" && n.subject.id === id(),
        ),
      ),
    "live stream": (who: Relation) => streamed(who, id()),
  };
}

const WAYS: Ways<
  "conversation" | "conversation with a blocked member" | "conversation with a deactivated member" | "reported message"
> = {
  conversation: waysOf("open"),
  "conversation with a blocked member": waysOf("blocked"),
  "conversation with a deactivated member": waysOf("deactivated"),
  "reported message": {
    "admin list": async (who) => status(await inject(who, "GET", "/api/admin/reported-messages")),
  },
};

const KEYS = {
  conversation: "open",
  "conversation with a blocked member": "blocked",
  "conversation with a deactivated member": "deactivated",
} as const;

function expected(kind: keyof typeof WAYS, relation: Relation, way: string): Outcome {
  if (kind === "reported message") return adminOnly(relation);
  const { readers, writers } = MEMBERS[KEYS[kind]];
  // Anyone else, admins included, is told nothing: the conversation is not there for her.
  if (!readers.includes(relation)) return "hidden";
  if (way === "write in it" || way === "reply by email to its notice")
    return writers.includes(relation) ? "reached" : "refused";
  return "reached";
}

relationSuite("conversation-relations", WAYS, expected);
