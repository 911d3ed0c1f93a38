import {
  event,
  forgetRates,
  inject,
  people,
  relationSuite,
  seesEvent,
  server,
  status,
  type Outcome,
  type Relation,
  type Ways,
} from "../../../../test/server/authorization/relation-club.ts";
import { plainJpeg, uploadForm } from "../../../../test/server/kits/gallery-test-kit.ts";

// Decision 72: the invite-only event made an exhibition, for every relation. The relations hold no tier: each
// exhibits free, and the fee's rows are the exhibitions module's (Flying, Executive, Hosting, lapsed).

function expected(_kind: "exhibit", relation: Relation, way: string): Outcome {
  if (!seesEvent(relation)) return "hidden";
  if (way === "make it an exhibition") return relation === "creator" || relation === "admin" ? "reached" : "refused";
  return "reached";
}

const exhibitsUrl = () => `/api/events/${event.id}/exhibits`;

/** The event is an exhibition (its creator made it one), whatever way runs first. */
const asExhibition = () => inject("creator", "PUT", `/api/events/${event.id}/exhibition`, { exhibition: true });

/** A new piece in her showcase (her own photo, on no event); "none" for whoever cannot upload. */
async function newPiece(who: Relation): Promise<string> {
  const cookie = people[who].cookie;
  if (!cookie) return "none";
  await forgetRates();
  const uploaded = await server.app.inject({
    method: "POST",
    url: "/upload-image",
    payload: uploadForm({ data: await plainJpeg(40, 30), name: "piece.jpg" }, { title: "A piece" }),
    headers: { cookie },
  });
  if (uploaded.statusCode !== 201) return "none";
  const id = uploaded.json().id as string;
  await inject(who, "PUT", "/api/me/showcase", { pieces: [{ image_id: id, title: "A piece" }] });
  return id;
}

const WAYS: Ways<"exhibit"> = {
  exhibit: {
    "on the invite-only exhibition": async (who) => {
      await asExhibition();
      return status(await inject(who, "GET", exhibitsUrl()));
    },
    "exhibit a piece of her showcase": async (who) => {
      await asExhibition();
      return status(await inject(who, "POST", exhibitsUrl(), { image_id: await newPiece(who) }));
    },
    "withdraw her piece": async (who) => {
      await asExhibition();
      const piece = await newPiece(who);
      await inject(who, "POST", exhibitsUrl(), { image_id: piece });
      return status(await inject(who, "DELETE", `${exhibitsUrl()}/${piece}`));
    },
    "make it an exhibition": async (who) =>
      status(await inject(who, "PUT", `/api/events/${event.id}/exhibition`, { exhibition: true })),
  },
};

relationSuite("exhibitions", WAYS, expected);
