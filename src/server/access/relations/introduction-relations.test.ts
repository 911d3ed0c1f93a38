import {
  forgetRates,
  inject,
  introductions,
  relationSuite,
  status,
  type Outcome,
  type Relation,
  type Ways,
} from "../../../../test/server/authorization/relation-club.ts";

// The relation rows of introductions (decision 0062; relation-club.ts: the club). A declined introduction is known to
// its asker and its introducer, and to the member introduced only if it reached her: no list or notice tells anyone
// else of it, admins included, and once declined no one may accept it.

type Key = keyof typeof introductions;

/** Who knows of each, in her list and her notices. */
const KNOWN: Record<Key, Relation[]> = {
  byIntroducer: ["guest (pending)", "admin"],
  byMember: ["guest (accepted)", "admin", "host"],
};

function waysOf(key: Key) {
  const id = () => introductions[key];
  return {
    list: async (who: Relation) =>
      status(await inject(who, "GET", "/api/introductions"), (a) =>
        (a.json().introductions as { id: string }[]).some((introduction) => introduction.id === id()),
      ),
    notices: async (who: Relation) =>
      status(await inject(who, "GET", "/api/me/notifications"), (a) =>
        (a.json().notices as { subject: { kind: string; id: string } }[]).some(
          (notice) => notice.subject.kind === "introduction" && notice.subject.id === id(),
        ),
      ),
    "accept it": async (who: Relation) => {
      await forgetRates();
      return status(await inject(who, "POST", `/api/introductions/${id()}/accept`));
    },
  };
}

const WAYS: Ways<"introduction declined by its introducer" | "introduction declined by the member"> = {
  "introduction declined by its introducer": waysOf("byIntroducer"),
  "introduction declined by the member": waysOf("byMember"),
};

const KEYS = {
  "introduction declined by its introducer": "byIntroducer",
  "introduction declined by the member": "byMember",
} as const;

function expected(kind: keyof typeof WAYS, relation: Relation, way: string): Outcome {
  const known = KNOWN[KEYS[kind]].includes(relation);
  if (!known) return "hidden";
  // Declined: nobody may accept it any more (the asker and the introducer were never the ones to).
  if (way === "accept it") return "refused";
  return "reached";
}

relationSuite("introduction-relations", WAYS, expected);
