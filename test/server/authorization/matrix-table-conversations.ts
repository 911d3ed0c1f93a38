import { ADMINS, MEMBERS, only, type Expectation, type MatrixTable } from "./matrix-types.ts";
import type { World } from "./matrix-world.ts";

/**
 * Conversations (decision 0049): one between the "owner" and the "invitee", which only they read and write; admins
 * get the same 404 as any other member (they read reported messages only).
 */
const PARTICIPANTS: Expectation = {
  anonymous: 401,
  Standard: 404,
  "Travel Host": 404,
  Founding: 404,
  admin: 404,
  owner: "ok",
  invitee: "ok",
};

const conversations = new WeakMap<World, Promise<string>>();

function conversation(world: World): Promise<string> {
  let made = conversations.get(world);
  if (!made) {
    made = (async () => {
      const answer = await world.call(world.actors.owner, {
        method: "POST",
        url: "/api/conversations",
        payload: { user_ids: [world.actors.invitee.userId], text: "Shall we meet before the salon?" },
      });
      if (answer.statusCode !== 201) throw new Error(`conversation fixture: ${answer.statusCode} ${answer.body}`);
      return answer.json().id as string;
    })();
    conversations.set(world, made);
  }
  return made;
}

/** A fresh message of the owner's in the conversation (a report consumes one per reporter). */
async function ownersMessage(world: World): Promise<number> {
  const answer = await world.call(world.actors.owner, {
    method: "POST",
    url: `/api/conversations/${await conversation(world)}/messages`,
    payload: { text: "A message to report" },
  });
  return answer.json().id as number;
}

const freshMember = async (world: World) => (await world.makeActor("Standard")).userId;

export const conversationsTable: MatrixTable = {
  "POST /api/conversations": only("a first message to a fresh member", MEMBERS, async (world) => ({
    method: "POST",
    url: "/api/conversations",
    payload: { user_ids: [await freshMember(world)], text: "Hello" },
  })),
  "GET /api/conversations": only("her own conversations", MEMBERS, () => ({
    method: "GET",
    url: "/api/conversations",
  })),
  "GET /api/conversations/:id/messages": only(
    "a conversation of the owner and invitee",
    PARTICIPANTS,
    async (world) => ({
      method: "GET",
      url: `/api/conversations/${await conversation(world)}/messages`,
    }),
  ),
  "POST /api/conversations/:id/messages": only(
    "a conversation of the owner and invitee",
    PARTICIPANTS,
    async (world) => ({
      method: "POST",
      url: `/api/conversations/${await conversation(world)}/messages`,
      payload: { text: "Yes, at seven." },
    }),
  ),
  "GET /api/members/:userId/messaging": only("whether she may write to the owner", MEMBERS, (world) => ({
    method: "GET",
    url: `/api/members/${world.actors.owner.userId}/messaging`,
  })),
  "POST /api/members/:userId/block": only("a fresh member", MEMBERS, async (world) => ({
    method: "POST",
    url: `/api/members/${await freshMember(world)}/block`,
  })),
  "DELETE /api/members/:userId/block": only("a fresh member", MEMBERS, async (world) => ({
    method: "DELETE",
    url: `/api/members/${await freshMember(world)}/block`,
  })),
  "POST /api/messages/:id/report": only(
    "the owner's message (she may not report her own)",
    { ...PARTICIPANTS, owner: 403 },
    async (world) => ({
      method: "POST",
      url: `/api/messages/${await ownersMessage(world)}/report`,
      payload: { reason: "Unkind" },
    }),
  ),
  "GET /api/me/message-settings": only("her own choice", MEMBERS, () => ({
    method: "GET",
    url: "/api/me/message-settings",
  })),
  "PUT /api/me/message-settings": only("her own choice", MEMBERS, () => ({
    method: "PUT",
    url: "/api/me/message-settings",
    payload: { who_may_message: "members" },
  })),
  "GET /api/admin/reported-messages": only("reported messages", ADMINS, () => ({
    method: "GET",
    url: "/api/admin/reported-messages",
  })),
};
