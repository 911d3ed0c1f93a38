import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { storedImageRow } from "../../../../test/server/kits/gallery-test-kit.ts";
import { imagesRepository } from "./repository.ts";

let server: TestServer;
const PREFIX = "0190d4a1-0000-7000-9000-";
const viewers: Record<"uploader" | "other" | "admin", { cookie: string; userId: number }> = {} as never;

beforeAll(async () => {
  server = await startTestServer();
  for (const [name, role] of [
    ["uploader", "Standard"],
    ["other", "Founding"],
    ["admin", "admin"],
  ] as const) {
    const actor = await actAs(server, role);
    viewers[name] = { cookie: actor.cookie!, userId: actor.member!.userId };
  }
  const images = imagesRepository(server.database.db);
  for (let i = 0; i < 9; i += 1)
    await images.insert(
      storedImageRow(i, i % 2 ? viewers.other.userId : viewers.uploader.userId, PREFIX),
      i % 3 ? ["garden"] : ["salon", "Paris"],
    );
});
afterAll(async () => {
  await server.close();
});

const get = (who: keyof typeof viewers, url: string) =>
  server.app.inject({ url, headers: { cookie: viewers[who].cookie } });
const page = async (who: keyof typeof viewers, query = "limit=50") =>
  (await get(who, `/api/images?${query}`)).json() as Array<Record<string, unknown>>;

async function allPages(who: keyof typeof viewers, size: number, filter = "") {
  const images: unknown[] = [];
  let cursor: string | undefined;
  do {
    const response = await get(who, `/api/images?limit=${size}${filter}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    cursor = response.headers["x-next-cursor"] as string | undefined;
    if (cursor) expect(body).toHaveLength(size);
    images.push(...body);
  } while (cursor);
  return images;
}

describe("the gallery cache", () => {
  it("serves pages that agree with the whole gallery read directly, each with the viewer's own can_edit", async () => {
    for (const who of ["uploader", "other", "admin"] as const) {
      const whole = (await get(who, "/api/images")).json();
      expect(whole).toHaveLength(9);
      for (const size of [1, 4, 9]) expect(await allPages(who, size)).toEqual(whole);
      expect(await allPages(who, 2, "&tag=gard")).toEqual((await get(who, "/api/images?tag=gard")).json());
    }
    expect((await page("uploader")).map((image) => image.can_edit)).toEqual(
      [true, false, true, false, true, false, true, false, true].reverse(),
    );
    expect((await page("admin")).every((image) => image.can_edit)).toBe(true);
  });

  it("shows each change at once, whether this app or anything else wrote it", async () => {
    const db = server.database.db;
    const first = storedImageRow(8, 0, PREFIX).id;
    await page("other");
    await db.updateTable("images").set({ title: "Retitled" }).where("id", "=", first).execute();
    expect((await page("other"))[0]).toMatchObject({ title: "Retitled" });

    await db.updateTable("image_tags").set({ display: "Jardin" }).where("image_id", "=", first).execute();
    expect((await page("other"))[0]!.tags).toEqual(["Jardin"]);

    await db
      .updateTable("users")
      .set({ name: "Renamed Uploader" })
      .where("user_id", "=", viewers.uploader.userId)
      .execute();
    expect((await page("other"))[0]).toMatchObject({ author_name: "Renamed Uploader" });

    await db.deleteFrom("image_tags").where("image_id", "=", first).execute();
    await db.deleteFrom("images").where("id", "=", first).execute();
    expect((await page("other")).map((image) => image.id)).not.toContain(first);
  });
});
