import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, type TestServer } from "../../test/test-app.ts";
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

const fakeRow = (i: number) => {
  const id = `0190d4a1-0000-7000-8000-${String(i).padStart(12, "0")}`;
  const file = { mime: "image/webp", width: 10, height: 10, bytes: 100 };
  return {
    id,
    title: `Image ${i}`,
    name: `image-${i}.jpg`,
    description: "",
    uploaded_by: userId,
    associated_event_id: null,
    ...Object.fromEntries(
      (["original", "thumbnail", "display"] as const).flatMap((v) => [
        [`${v}_key`, `images/${id}/${String(i).padStart(16, "0")}-${v}.webp`],
        [`${v}_mime`, file.mime],
        [`${v}_width`, file.width],
        [`${v}_height`, file.height],
        [`${v}_bytes`, file.bytes],
      ]),
    ),
    placeholder_color: "#000000",
    placeholder_data_url: "data:image/webp;base64,",
    created_at: 1_700_000_000_000 + i,
  } as Parameters<ReturnType<typeof imagesRepository>["insert"]>[0];
};

describe("GET /api/images without parameters", () => {
  it("answers every image with its tags, however many there are", async () => {
    const total = 1_234;
    await server.database.db.transaction().execute(async (trx) => {
      const images = imagesRepository(trx);
      for (let i = 0; i < total; i += 1) await images.insert(fakeRow(i), [`Tag ${i}`, "Shared"]);
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
