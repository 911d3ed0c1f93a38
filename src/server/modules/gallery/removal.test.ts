import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";

// "Remove me" (docs/product/privacy.md#remove-me, decision 0056): what the relation suite does not show, the
// refusals of bad input, the notices and audit entries each step writes, and the event banner the photo was.

let server: TestServer;
const who = {} as Record<"uploader" | "requester" | "other" | "admin", { cookie: string; userId: number }>;

beforeAll(async () => {
  server = await startTestServer();
  for (const [name, role] of [
    ["uploader", "Founding"],
    ["requester", "Standard"],
    ["other", "Standard"],
    ["admin", "admin"],
  ] as const) {
    const acted = await actAs(server, role);
    who[name] = { cookie: acted.cookie!, userId: acted.member!.userId };
  }
});
afterAll(async () => {
  await server.close();
});

const call = (as: keyof typeof who, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: who[as].cookie } });

let n = 0;
async function photo(fields: Record<string, string> = {}) {
  n += 1;
  const answer = await upload(
    server,
    who.uploader.cookie,
    { data: await plainJpeg(30 + n, 20), name: `p${n}.jpg` },
    { title: `Supper ${n}`, ...fields },
  );
  expect(answer.statusCode).toBe(201);
  return answer.json() as { id: string; title: string };
}

const noticesOf = (userId: number) =>
  server.database.db
    .selectFrom("notices")
    .selectAll()
    .where("user_id", "=", userId)
    .where("kind", "=", "photo-removal")
    .execute();
const auditOf = (imageId: string) =>
  server.database.db
    .selectFrom("audit_log")
    .select(["action", "actor_user_id"])
    .where("target", "=", `image:${imageId}`)
    .orderBy("id")
    .execute();

describe("asking for a photo to be removed", () => {
  it("refuses bad input with a clear 4xx and changes nothing", async () => {
    const { id } = await photo();
    const before = await databaseSnapshot(server);
    const cases: Array<[keyof typeof who, string, object | undefined, number]> = [
      ["requester", `/api/images/${id}/removal-request`, { reason: "x".repeat(1001) }, 400],
      ["requester", `/api/images/${id}/removal-request`, { reason: 12 }, 400],
      ["requester", `/api/images/${id}/removal-request`, { reason: "ok", extra: true }, 400],
      ["requester", "/api/images/not-an-id/removal-request", {}, 404],
      ["requester", "/api/images/0190d4a1-0000-7000-8000-000000000000/removal-request", {}, 404],
      ["uploader", `/api/images/${id}/removal-request`, {}, 403],
      ["uploader", `/api/images/${id}/removal-request/keep`, {}, 409],
      ["uploader", `/api/images/${id}/removal-request/restore`, { reason: "Fine." }, 409],
      ["uploader", `/api/images/${id}/removal-request/restore`, {}, 400],
      ["uploader", `/api/images/${id}/removal-request/restore`, { reason: "   " }, 400],
      ["requester", `/api/images/${id}/removal-request/keep`, {}, 403],
    ];
    for (const [as, url, payload, code] of cases) {
      const answer = await call(as, "POST", url, payload);
      expect(answer.statusCode, `${as} ${url} ${JSON.stringify(payload)}`).toBe(code);
      expect(answer.json().error ?? answer.json().message, url).toBeTruthy();
    }
    const after = await databaseSnapshot(server);
    delete before.rate_limits;
    delete after.rate_limits;
    expect(after).toEqual(before);
  });

  it("hides the photo at once, tells the uploader (not who asked), audits, and the uploader restores it with a reason", async () => {
    const { id, title } = await photo();
    const asked = await call("requester", "POST", `/api/images/${id}/removal-request`, {
      reason: "  Not my best day. ",
    });
    expect(asked.statusCode).toBe(202);
    for (const as of ["requester", "other"] as const) {
      expect((await call(as, "GET", `/api/images/${id}`)).statusCode).toBe(404);
      expect((await call(as, "GET", "/api/images")).json().some((i: { id: string }) => i.id === id)).toBe(false);
    }
    const own = await call("uploader", "GET", `/api/images/${id}`);
    expect(own.json().withheld).toBe(true);
    const state = await call("uploader", "GET", `/api/images/${id}/removal-request`);
    expect(state.json().request).toMatchObject({
      status: "pending",
      reason: "Not my best day.",
      decision_reason: null,
    });
    // Who asked is not the uploader's to know.
    expect(Object.keys(state.json().request).sort()).toEqual(["decision_reason", "reason", "requested_at", "status"]);
    const [toUploader] = await noticesOf(who.uploader.userId);
    expect(toUploader).toMatchObject({ subject_kind: "image", subject_id: id, actor_id: null });
    expect(JSON.stringify(toUploader)).toContain(title);
    // A second ask by the uploader's own photo is refused; a second member's ask is recorded too.
    expect((await call("other", "POST", `/api/images/${id}/removal-request`, {})).statusCode).toBe(404);

    const restored = await call("uploader", "POST", `/api/images/${id}/removal-request/restore`, {
      reason: "It is the whole table: everyone agreed.",
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().request).toMatchObject({
      status: "restored",
      decision_reason: "It is the whole table: everyone agreed.",
    });
    expect((await call("requester", "GET", `/api/images/${id}`)).json().withheld).toBe(false);
    const [toRequester] = await noticesOf(who.requester.userId);
    expect(toRequester).toMatchObject({ subject_kind: "image", subject_id: id });
    expect(JSON.stringify(toRequester)).toContain("everyone agreed");
    // Her inbox shows it: the photo is hers to see again.
    const inbox = await call("requester", "GET", "/api/me/notifications");
    expect(JSON.stringify(inbox.json())).toContain("everyone agreed");
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["image.removal-request", "image.removal-restore"]);
    // Restored twice: nothing left to decide.
    expect(
      (await call("uploader", "POST", `/api/images/${id}/removal-request/restore`, { reason: "Again." })).statusCode,
    ).toBe(409);
  });

  it("an admin keeps it down: the member who asked and the uploader are told, and it stays hidden", async () => {
    const { id } = await photo();
    expect((await call("requester", "POST", `/api/images/${id}/removal-request`, {})).statusCode).toBe(202);
    const kept = await call("admin", "POST", `/api/images/${id}/removal-request/keep`, {});
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().request.status).toBe("kept");
    expect((await call("other", "GET", `/api/images/${id}`)).statusCode).toBe(404);
    const toRequester = (await noticesOf(who.requester.userId)).filter((row) => row.subject_kind === "club");
    expect(toRequester).toHaveLength(1);
    const inbox = await call("requester", "GET", "/api/me/notifications");
    expect(JSON.stringify(inbox.json())).toContain("stays down");
    expect((await noticesOf(who.uploader.userId)).some((row) => row.actor_id === who.admin.userId)).toBe(true);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["image.removal-request", "image.removal-keep"]);
    // Kept down, it may still be restored later, with a reason.
    const restored = await call("uploader", "POST", `/api/images/${id}/removal-request/restore`, {
      reason: "Changed.",
    });
    expect(restored.statusCode).toBe(200);
  });

  it("takes the photo off the event's banner", async () => {
    const created = await call("uploader", "POST", "/api/events", eventPayload({}));
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().id as string;
    const { id } = await photo({ event_id: eventId });
    const banner = await call("uploader", "PUT", `/api/events/${eventId}/banner`, { imageId: id });
    expect(banner.statusCode, banner.body).toBe(200);
    expect(banner.json().cover?.image_id).toBe(id);
    expect((await call("admin", "POST", `/api/images/${id}/removal-request`, {})).statusCode).toBe(202);
    for (const as of ["other", "uploader"] as const) {
      expect((await call(as, "GET", `/api/events/${eventId}`)).json().cover).toBeNull();
    }
  });
});
