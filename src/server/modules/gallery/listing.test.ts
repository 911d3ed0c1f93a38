import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { storedImageRow } from "../../../../test/server/kits/gallery-test-kit.ts";
import { imagesRepository } from "./repository.ts";

let server: TestServer;
let cookie: string;
let userId: number;

beforeAll(async () => {
  server = await startTestServer();
  const member = await actAs(server, "Standard");
  cookie = member.cookie!;
  userId = member.member!.userId;
});
afterAll(async () => {
  await server.close();
});

describe("GET /api/images without parameters", () => {
  it("answers every image with its tags, however many there are", async () => {
    const total = 1_234;
    await server.database.db.transaction().execute(async (trx) => {
      const images = imagesRepository(trx);
      for (let i = 0; i < total; i += 1) await images.insert(storedImageRow(i, userId), [`Tag ${i}`, "Shared"]);
    });
    const response = await server.app.inject({ method: "GET", url: "/api/images", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { title: string; tags: string[] }[];
    expect(list).toHaveLength(total);
    expect(list[0]).toMatchObject({ title: `Image ${total - 1}`, tags: [`Tag ${total - 1}`, "Shared"] });
    expect(list.every((image) => image.tags.length === 2)).toBe(true);
    expect(response.headers["x-next-cursor"]).toBeUndefined();
  });
});
