import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestServer } from "../harness/test-app.ts";
import { imageWithGps, uploadForm } from "../kits/gallery-test-kit.ts";
import { inDays, stayPayload } from "../kits/stays-test-kit.ts";
import type { Relation } from "./relation-club-relations.ts";

type Inject = (
  who: Relation,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/**
 * The host's two homes, set up for the relation club (relation-club-world.ts): the published one (with a photo, the
 * accepted guest's stay and the pending guest's request) and her draft (with a photo).
 */
export async function openHomes(server: TestServer, hostCookie: string, inject: Inject) {
  const addPhoto = async (id: string) => {
    const answer = await server.app.inject({
      method: "POST",
      url: `/api/stays/${id}/photos`,
      payload: uploadForm({ data: await imageWithGps("jpeg"), name: "home.jpg" }),
      headers: { cookie: hostCookie },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().photos[0].id as string;
  };
  const published = (
    await inject(
      "host",
      "POST",
      "/api/stays",
      stayPayload(server, {
        title: "Villa Aurora",
        availability: [{ from: inDays(server, 10), to: inDays(server, 1000), min_nights: 2, max_nights: 14 }],
      }),
    )
  ).json();
  const stay = {
    id: published.id,
    photo: await addPhoto(published.id),
    address: published.address,
    title: published.title,
  };
  const drafted = (
    await inject("host", "POST", "/api/stays", stayPayload(server, { title: "Maison Secrète", published: false }))
  ).json();
  const draft = { id: drafted.id, photo: await addPhoto(drafted.id), title: drafted.title };
  const ask = async (who: Relation, from: number) =>
    (
      await inject(who, "POST", `/api/stays/${stay.id}/requests`, {
        from: inDays(server, from),
        to: inDays(server, from + 3),
        guests: 2,
        message: "May we?",
      })
    ).json().id as string;
  const acceptedRequest = await ask("guest (accepted)", 12);
  expect(
    (await inject("host", "PATCH", `/api/stay-requests/${acceptedRequest}`, { status: "accepted" })).statusCode,
  ).toBe(200);
  const pendingRequest = await ask("guest (pending)", 16);
  return { stay, draft, acceptedRequest, pendingRequest };
}
