import { plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import { HIDDEN, MEMBERS, OWNER_OR_ADMIN, only, type MatrixTable } from "./matrix-types.ts";
import type { Actor, Caller, World } from "./matrix-world.ts";

/** Decision 72: exhibitions. Each row about a member's own piece acts as a fresh member of the caller's role. */

/** A fresh open event of the owner's, made an exhibition. */
async function freshExhibition(world: World) {
  const eventId = await world.newEvent("open");
  await world.call(world.actors.owner, {
    method: "PUT",
    url: `/api/events/${eventId}/exhibition`,
    payload: { exhibition: true },
  });
  return eventId;
}

/** A fresh member of the caller's role with one piece in her showcase ("none" for a caller who cannot upload). */
async function withPiece(world: World, caller: Caller): Promise<{ actor: Actor; piece: string }> {
  const actor = await world.freshAs(caller);
  const uploaded = await world.call(actor, {
    method: "POST",
    url: "/upload-image",
    payload: uploadForm({ data: await plainJpeg(40, 30), name: "piece.jpg" }),
  });
  if (uploaded.statusCode !== 201) return { actor, piece: "none" };
  const piece = (uploaded.json() as { id: string }).id;
  await world.call(actor, {
    method: "PUT",
    url: "/api/me/showcase",
    payload: { pieces: [{ image_id: piece, title: "Matrix piece" }] },
  });
  return { actor, piece };
}

export const exhibitionsTable: MatrixTable = {
  "GET /api/events/:id/exhibits": [
    {
      about: "an open event's exhibits",
      expect: MEMBERS,
      request: (world) => ({ method: "GET", url: `/api/events/${world.openEvent}/exhibits` }),
    },
    {
      about: "the invite-only event's exhibits",
      expect: HIDDEN,
      request: (world) => ({ method: "GET", url: `/api/events/${world.inviteOnlyEvent}/exhibits` }),
    },
  ],
  "PUT /api/events/:id/exhibition": only("the owner's open event", OWNER_OR_ADMIN, (world) => ({
    method: "PUT",
    url: `/api/events/${world.openEvent}/exhibition`,
    payload: { exhibition: true },
  })),
  "POST /api/events/:id/exhibits": only("a piece of her showcase", MEMBERS, async (world, caller) => {
    const eventId = await freshExhibition(world);
    const { actor, piece } = await withPiece(world, caller);
    return { method: "POST", url: `/api/events/${eventId}/exhibits`, payload: { image_id: piece }, as: actor };
  }),
  "DELETE /api/events/:id/exhibits/:imageId": only("the piece she exhibited", MEMBERS, async (world, caller) => {
    const eventId = await freshExhibition(world);
    const { actor, piece } = await withPiece(world, caller);
    await world.call(actor, { method: "POST", url: `/api/events/${eventId}/exhibits`, payload: { image_id: piece } });
    return { method: "DELETE", url: `/api/events/${eventId}/exhibits/${piece}`, as: actor };
  }),
};
