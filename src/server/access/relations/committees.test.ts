import {
  adminOnly,
  event,
  inject,
  people,
  relationSuite,
  seesEvent,
  status,
  type Outcome,
  type Relation,
  type Ways,
} from "../../../../test/server/authorization/relation-club.ts";

// Decision 61: committees, an event's volunteer slots and what she gave this term, for every relation. The relations
// hold no tier, so none has a committee or volunteering duty: joining and taking are refused to each alike.

type CommitteesKind = "committee" | "volunteer slot" | "duties";

function expected(kind: CommitteesKind, relation: Relation, way: string): Outcome {
  switch (kind) {
    case "committee":
      if (way === "list" || way === "leave one she sits on") return "reached";
      if (way === "join without a committee duty") return "refused";
      return adminOnly(relation);
    case "volunteer slot":
      if (!seesEvent(relation)) return "hidden";
      if (way === "set them") return relation === "creator" || relation === "admin" ? "reached" : "refused";
      if (way === "take one without a volunteering duty") return "refused";
      return "reached";
    case "duties":
      return "reached";
  }
}

async function newCommittee() {
  const created = await inject("admin", "POST", "/api/committees", { name: "Relations committee" });
  return created.json().id as number;
}

async function slotOfTheEvent() {
  const set = await inject("admin", "PUT", `/api/events/${event.id}/volunteer-slots`, {
    slots: [{ role: "Greeter", count: 50 }],
  });
  return set.json().slots[0].id as number;
}

const WAYS: Ways<CommitteesKind> = {
  committee: {
    list: async (who) => status(await inject(who, "GET", "/api/committees")),
    "join without a committee duty": async (who) =>
      status(await inject(who, "POST", `/api/committees/${await newCommittee()}/members/me`)),
    "leave one she sits on": async (who) => {
      const id = await newCommittee();
      if (people[who].userId)
        await inject("admin", "PUT", `/api/committees/${id}/members/${people[who].userId}`, { role: "member" });
      return status(await inject(who, "DELETE", `/api/committees/${id}/members/me`));
    },
    "admin create": async (who) => status(await inject(who, "POST", "/api/committees", { name: "Another committee" })),
    "admin edit": async (who) =>
      status(await inject(who, "PUT", `/api/committees/${await newCommittee()}`, { name: "Edited committee" })),
    "admin seat": async (who) =>
      status(
        await inject(who, "PUT", `/api/committees/${await newCommittee()}/members/${people.creator.userId}`, {
          role: "chair",
        }),
      ),
    "admin unseat": async (who) => {
      const id = await newCommittee();
      await inject("admin", "PUT", `/api/committees/${id}/members/${people.creator.userId}`, { role: "member" });
      return status(await inject(who, "DELETE", `/api/committees/${id}/members/${people.creator.userId}`));
    },
  },
  "volunteer slot": {
    "on the invite-only event": async (who) =>
      status(await inject(who, "GET", `/api/events/${event.id}/volunteer-slots`)),
    "set them": async (who) => {
      const slotId = await slotOfTheEvent();
      return status(
        await inject(who, "PUT", `/api/events/${event.id}/volunteer-slots`, {
          slots: [{ id: slotId, role: "Greeter", count: 50 }],
        }),
      );
    },
    "take one without a volunteering duty": async (who) =>
      status(await inject(who, "POST", `/api/events/${event.id}/volunteer-slots/${await slotOfTheEvent()}/take`)),
  },
  duties: {
    own: async (who) => status(await inject(who, "GET", "/api/me/duties")),
  },
};

relationSuite("committees", WAYS, expected);
