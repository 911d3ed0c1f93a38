import { plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import type { World } from "./matrix-world.ts";
import {
  HIDDEN,
  HIDDEN_OWNER_OR_ADMIN,
  MEMBERS,
  OWNER_ONLY,
  OWNER_OR_ADMIN,
  PUBLIC,
  only,
  type Expectation,
  type MatrixTable,
} from "./matrix-types.ts";

/** Images and comments. The owner uploaded the image and wrote the comments. */

const redirects = (expectation: Expectation): Expectation =>
  Object.fromEntries(
    Object.entries(expectation).map(([caller, outcome]) => [caller, outcome === "ok" ? "redirect" : outcome]),
  ) as Expectation;
/** On the invite-only event: hidden from uninvited members; the invitee sees it but does not own it. */
const HIDDEN_OWNER_ONLY: Expectation = { ...HIDDEN, admin: 403, invitee: 403 };
/** A photo a member asked to be removed: down for all but its uploader (the owner) and admins (decision 0056). */
const HIDDEN_BUT_TO_OWNER: Expectation = { ...HIDDEN, invitee: 404 };

export const contentTable: MatrixTable = {
  "POST /upload-image": only("an image", MEMBERS, async () => ({
    method: "POST",
    url: "/upload-image",
    payload: uploadForm({ data: await plainJpeg(40, 30), name: "mine.jpg" }),
  })),
  "GET /api/images": only("the gallery", MEMBERS, () => ({ method: "GET", url: "/api/images" })),
  "GET /api/images/:idOrTitle": only("one image", MEMBERS, (world) => ({
    method: "GET",
    url: `/api/images/${world.image.id}`,
  })),
  "GET /api/images/:id/:variant": only("to the file", redirects(MEMBERS), (world) => ({
    method: "GET",
    url: `/api/images/${world.image.id}/thumbnail`,
  })),
  "GET /media/images/*": only("the file itself", MEMBERS, (world) => ({ method: "GET", url: world.image.display_url })),
  // The token in a club email's image address is the permission: anyone holding the email (decision 0024).
  "GET /media/emailed/:token/:file": only("an image a mailing shows", PUBLIC, async (world) => {
    const db = world.server.database.db;
    await db
      .insertInto("email_image_links")
      .values({ image_id: world.image.id, token: "matrix-token", created_at: Date.now() })
      .onConflict((conflict) => conflict.column("image_id").doNothing())
      .execute();
    const { token } = await db
      .selectFrom("email_image_links")
      .select("token")
      .where("image_id", "=", world.image.id)
      .executeTakeFirstOrThrow();
    const file = world.image.display_url.slice(world.image.display_url.lastIndexOf("/") + 1);
    return { method: "GET", url: `/media/emailed/${token}/${file}` };
  }),
  "PUT /api/images/:id": only("someone's image", OWNER_OR_ADMIN, (world) => ({
    method: "PUT",
    url: `/api/images/${world.image.id}`,
    payload: { description: "Edited" },
  })),
  // "Remove me" (decision 0056): any member who sees a photo but its uploader asks; its uploader or an admin decides.
  "POST /api/images/:id/removal-request": only(
    "a fresh image of the owner's",
    { ...MEMBERS, owner: 403 },
    async (world) => ({
      method: "POST",
      url: `/api/images/${(await world.newImage()).id}/removal-request`,
      payload: { reason: "Please." },
    }),
  ),
  "GET /api/images/:id/removal-request": only("someone's image", OWNER_OR_ADMIN, (world) => ({
    method: "GET",
    url: `/api/images/${world.image.id}/removal-request`,
  })),
  "POST /api/images/:id/removal-request/keep": only(
    "a fresh image asked to be removed",
    HIDDEN_BUT_TO_OWNER,
    async (world) => ({
      method: "POST",
      url: `/api/images/${await withheldImage(world)}/removal-request/keep`,
      payload: {},
    }),
  ),
  "POST /api/images/:id/removal-request/restore": only(
    "a fresh image asked to be removed",
    HIDDEN_BUT_TO_OWNER,
    async (world) => ({
      method: "POST",
      url: `/api/images/${await withheldImage(world)}/removal-request/restore`,
      payload: { reason: "A group photo." },
    }),
  ),
  // People in photos (decision 0058): any member who sees a photo lists and tags; she answers her own tag; she, the
  // uploader (the owner) and admins remove it.
  "GET /api/images/:id/people": only("the people of someone's image", MEMBERS, (world) => ({
    method: "GET",
    url: `/api/images/${world.image.id}/people`,
  })),
  "POST /api/images/:id/people": only("the owner, in a fresh image of hers", MEMBERS, async (world) => ({
    method: "POST",
    url: `/api/images/${(await world.newImage()).id}/people`,
    payload: { user_id: world.actors.owner.userId },
  })),
  "DELETE /api/images/:id/people/:userId": only(
    "the owner's accepted tag in a fresh image of hers",
    OWNER_OR_ADMIN,
    async (world) => ({
      method: "DELETE",
      url: `/api/images/${await taggedImage(world, "accepted")}/people/${world.actors.owner.userId}`,
    }),
  ),
  "POST /api/images/:id/people/:userId/accept": only(
    "the owner's waiting tag in a fresh image",
    OWNER_ONLY,
    async (world) => ({
      method: "POST",
      url: `/api/images/${await taggedImage(world, "pending")}/people/${world.actors.owner.userId}/accept`,
    }),
  ),
  "POST /api/images/:id/people/:userId/decline": only(
    "the owner's waiting tag in a fresh image",
    OWNER_ONLY,
    async (world) => ({
      method: "POST",
      url: `/api/images/${await taggedImage(world, "pending")}/people/${world.actors.owner.userId}/decline`,
    }),
  ),
  "GET /api/me/photo-tagging": only("her own choice", MEMBERS, () => ({ method: "GET", url: "/api/me/photo-tagging" })),
  "PUT /api/me/photo-tagging": only("her own choice", MEMBERS, () => ({
    method: "PUT",
    url: "/api/me/photo-tagging",
    payload: { who_may_tag: "ask" },
  })),
  "POST /api/delete-images": only("a fresh image", OWNER_OR_ADMIN, async (world) => ({
    method: "POST",
    url: "/api/delete-images",
    payload: { images: [(await world.newImage()).id] },
  })),

  "GET /api/comments": [
    {
      about: "on an image",
      expect: MEMBERS,
      request: (world) => ({ method: "GET", url: `/api/comments?commentableId=${world.image.id}` }),
    },
    {
      about: "on the open event",
      expect: MEMBERS,
      request: (world) => ({ method: "GET", url: `/api/comments?commentableId=${world.openEvent}` }),
    },
    {
      about: "on the invite-only event",
      expect: HIDDEN,
      request: (world) => ({ method: "GET", url: `/api/comments?commentableId=${world.inviteOnlyEvent}` }),
    },
  ],
  "POST /api/comments": [
    {
      about: "on an image",
      expect: MEMBERS,
      request: (world) => ({
        method: "POST",
        url: "/api/comments",
        payload: { commentableId: world.image.id, content: "Lovely." },
      }),
    },
    {
      about: "on the invite-only event",
      expect: HIDDEN,
      request: (world) => ({
        method: "POST",
        url: "/api/comments",
        payload: { commentableId: world.inviteOnlyEvent, content: "Count me in." },
      }),
    },
  ],
  "POST /api/images/:id/comments": [
    {
      about: "on an image",
      expect: MEMBERS,
      request: (world) => ({
        method: "POST",
        url: `/api/images/${world.image.id}/comments`,
        payload: { text: "Beautiful." },
      }),
    },
  ],
  "PUT /api/comments/:id": [
    {
      about: "the owner's comment on an image",
      expect: OWNER_ONLY,
      request: (world) => ({
        method: "PUT",
        url: `/api/comments/${world.imageComment}`,
        payload: { content: "Edited." },
      }),
    },
    {
      about: "the owner's comment on the invite-only event",
      expect: HIDDEN_OWNER_ONLY,
      request: (world) => ({
        method: "PUT",
        url: `/api/comments/${world.inviteOnlyComment}`,
        payload: { content: "Edited." },
      }),
    },
  ],
  "DELETE /api/comments/:id": [
    {
      about: "a fresh comment by the owner on an image",
      expect: OWNER_OR_ADMIN,
      request: async (world) => ({ method: "DELETE", url: `/api/comments/${await world.newComment(world.image.id)}` }),
    },
    {
      about: "a fresh comment by the owner on the invite-only event",
      expect: HIDDEN_OWNER_OR_ADMIN,
      request: async (world) => ({
        method: "DELETE",
        url: `/api/comments/${await world.newComment(world.inviteOnlyEvent)}`,
      }),
    },
  ],
  "POST /api/comments/:id/like": [
    {
      about: "a comment on an image",
      expect: MEMBERS,
      request: (world) => ({ method: "POST", url: `/api/comments/${world.imageComment}/like` }),
    },
    {
      about: "a comment on the invite-only event",
      expect: HIDDEN,
      request: (world) => ({ method: "POST", url: `/api/comments/${world.inviteOnlyComment}/like` }),
    },
  ],
  "DELETE /api/comments/:id/unlike": [
    {
      about: "a comment on an image",
      expect: MEMBERS,
      request: (world) => ({ method: "DELETE", url: `/api/comments/${world.imageComment}/unlike` }),
    },
    {
      about: "a comment on the invite-only event",
      expect: HIDDEN,
      request: (world) => ({ method: "DELETE", url: `/api/comments/${world.inviteOnlyComment}/unlike` }),
    },
  ],
};

/** A fresh image of the owner's that a member asked to be removed (as the request would leave it). */
async function withheldImage(world: World): Promise<string> {
  const { id } = await world.newImage();
  const db = world.server.database.db;
  const now = Date.now();
  await db.updateTable("images").set({ withheld_at: now }).where("id", "=", id).execute();
  await db
    .insertInto("image_removal_requests")
    .values({ image_id: id, requested_by: null, reason: "", status: "pending", created_at: now })
    .execute();
  return id;
}

/** A fresh image of the owner's with the owner tagged in it, waiting for her answer or accepted (tagged by the admin). */
async function taggedImage(world: World, status: "pending" | "accepted"): Promise<string> {
  const { id } = await world.newImage();
  await world.server.database.db
    .insertInto("image_people")
    .values({
      image_id: id,
      user_id: world.actors.owner.userId,
      tagged_by: world.actors.admin.userId,
      status,
      created_at: Date.now(),
      answered_at: null,
    })
    .execute();
  return id;
}
