import { describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { createMember, login } from "../../../../test/server/harness/test-app.ts";
import { compressions, expectCompressedAsPlain } from "../../../../test/server/kits/compression-kit.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { club, openEventsListClub, RELATIONS, server } from "../../../../test/server/kits/events-list-club.ts";
import { preferredEncoding } from "../../kernel/http/compressed-answers.ts";
import type { Event } from "../../../shared/events.ts";

const COMPRESSED = "events-whole-list-compressed";
const PAGES_COMPRESSED = "events-pages-compressed";

openEventsListClub();

describe("the events list, compressed", () => {
  it("compresses each relation's answer once per shape and events version, in the coding the client takes", async () => {
    for (const exclusivity of ["open", "invite-only", "open"]) {
      const created = await club.post(
        "creator",
        "/api/events",
        eventPayload({ exclusivity, event_date: "2033-05-01" }),
      );
      expect(created.statusCode).toBe(201);
    }
    for (const relation of RELATIONS) {
      const { body } = await expectCompressedAsPlain(server, "/api/events", club.people[relation].cookie, COMPRESSED);
      expect(body, relation).toBe(await club.direct(club.people[relation].actor));
    }
    // Another member of a type with no relation to any event is answered the same bytes, compressed already.
    const twin = await createMember(server, { type: "Standard" });
    const { body, compressed } = await expectCompressedAsPlain(
      server,
      "/api/events",
      await login(server.app, twin.email),
      COMPRESSED,
    );
    expect(compressed).toBe(0);
    expect(body).toBe((await club.get(club.people["uninvited Standard"].cookie)).body);
    // A change moves the version on: the next compressed answer holds it.
    await server.database.db.updateTable("events").set({ title: "Retitled for the compressed list" }).execute();
    const before = await compressions(COMPRESSED);
    const after = await server.app.inject({
      method: "GET",
      url: "/api/events",
      headers: { cookie: club.people.admin.cookie, "accept-encoding": "br" },
    });
    expect(brotliDecompressSync(after.rawPayload).toString("utf8")).toContain("Retitled for the compressed list");
    expect(await compressions(COMPRESSED)).toBe(before + 1);
  });

  it("compresses each relation's page once per shape and events version; a page with none of hers is her type's", async () => {
    const url = "/api/events?from=2032-01-01&limit=20";
    for (const relation of RELATIONS) {
      const { body } = await expectCompressedAsPlain(server, url, club.people[relation].cookie, PAGES_COMPRESSED);
      expect(body, relation).toBe(
        (await club.directPage(club.people[relation].actor, new URLSearchParams(url), undefined)).body,
      );
    }
    // Members of a type with no relation to any event on the page are answered the same bytes, compressed once.
    const twin = await createMember(server, { type: "Standard" });
    const { body, compressed } = await expectCompressedAsPlain(
      server,
      url,
      await login(server.app, twin.email),
      PAGES_COMPRESSED,
    );
    expect(compressed).toBe(0);
    expect(body).toBe((await club.get(club.people["uninvited Standard"].cookie, url)).body);
    // She joins an event on the page: her own page, at once; she leaves: her type's again, compressed already.
    const joinable = (JSON.parse(body) as Event[]).find((event) => event.can_join)!;
    expect((await club.post("uninvited Standard", `/api/events/${joinable.id}/join`)).statusCode).toBe(200);
    const joined = (await club.get(club.people["uninvited Standard"].cookie, url)).json() as Event[];
    expect(joined.find((event) => event.id === joinable.id)).toMatchObject({ is_participant: true, can_join: false });
    const leave = await server.app.inject({
      method: "DELETE",
      url: `/api/events/${joinable.id}/leave`,
      headers: { cookie: club.people["uninvited Standard"].cookie },
    });
    expect(leave.statusCode).toBe(200);
    const before = await compressions(PAGES_COMPRESSED);
    const left = await server.app.inject({
      method: "GET",
      url,
      headers: { cookie: club.people["uninvited Standard"].cookie, "accept-encoding": "br" },
    });
    const twinAfter = await server.app.inject({
      method: "GET",
      url,
      headers: { cookie: await login(server.app, twin.email), "accept-encoding": "br" },
    });
    expect(left.rawPayload.equals(twinAfter.rawPayload)).toBe(true);
    expect(await compressions(PAGES_COMPRESSED)).toBe(before + 1);
    expect(brotliDecompressSync(left.rawPayload).toString("utf8")).toBe(
      (await club.directPage(club.people["uninvited Standard"].actor, new URLSearchParams(url), undefined)).body,
    );
  });

  it("picks brotli, then gzip, as the Accept-Encoding header allows", () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, identity")).toBeUndefined();
    expect(preferredEncoding("deflate")).toBeUndefined();
    expect(preferredEncoding("br;q=0.2, gzip")).toBe("gzip");
    expect(preferredEncoding("GZIP;Q=0.5, BR;q=0.1")).toBe("gzip");
  });
});
