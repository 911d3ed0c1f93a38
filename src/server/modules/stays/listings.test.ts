import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { actAs } from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { hasGpsPointer, imageWithGps, uploadForm } from "../../../../test/server/kits/gallery-test-kit.ts";
import {
  admin,
  call,
  founding,
  guest,
  host,
  newStay,
  openStaysClub,
  otherHost,
  requestStay,
  server,
  stranger,
} from "../../../../test/server/kits/stays-club.ts";
import { acceptedHostApplication, inDays, stayPayload } from "../../../../test/server/kits/stays-test-kit.ts";

openStaysClub();

describe("listings", () => {
  it("a Travel Host lists her home with every field; members see it without the exact address", async () => {
    const stay = await newStay();
    expect(stay.address).toBe("Via Cristoforo Colombo 12, 84017 Positano SA");
    const seen = (await call(guest, "GET", `/api/stays/${stay.id}`)).json();
    expect(seen).toMatchObject({
      title: "Villa dei Limoni",
      city: "Positano",
      region: "Campania",
      country: "Italy",
      sleeps: 4,
      bedrooms: 2,
      amenities: ["wifi", "sea-view", "kitchen"],
      rules: "No smoking indoors.",
      nightly_contribution: 200,
      currency: "USD",
      published: true,
      can_manage: false,
      host: { user_id: host.member.userId, type: "Travel Host" },
    });
    expect(seen.availability).toEqual([
      { from: inDays(server, 10), to: inDays(server, 100), min_nights: 2, max_nights: 14 },
    ]);
    expect(seen).not.toHaveProperty("address");
    expect(JSON.stringify(seen)).not.toContain("Cristoforo");
    expect(JSON.stringify((await call(guest, "GET", "/api/stays")).json())).not.toContain("Cristoforo");
    expect(JSON.stringify((await call(guest, "GET", "/api/stays?where=positano")).json())).not.toContain("Cristoforo");
  });

  it("Standard and Founding members may not list a home; anonymous callers must log in", async () => {
    const before = await databaseSnapshot(server);
    expect((await call(guest, "POST", "/api/stays", stayPayload(server))).statusCode).toBe(403);
    expect((await call(founding, "POST", "/api/stays", stayPayload(server))).statusCode).toBe(403);
    expect((await call({ cookie: undefined }, "POST", "/api/stays", stayPayload(server))).statusCode).toBe(401);
    expect((await call({ cookie: undefined }, "GET", "/api/stays")).statusCode).toBe(401);
    expect(await databaseSnapshot(server)).toEqual(before);
  });

  it("an admin lists a home for a Travel Host, never for a member of another type", async () => {
    const made = await call(admin, "POST", "/api/stays", { ...stayPayload(server), host_id: host.member.userId });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().host.user_id).toBe(host.member.userId);
    const before = await databaseSnapshot(server);
    const wrong = await call(admin, "POST", "/api/stays", { ...stayPayload(server), host_id: guest.member.userId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].path).toBe("body.host_id");
    const notAdmin = await call(otherHost, "POST", "/api/stays", {
      ...stayPayload(server),
      host_id: host.member.userId,
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(await databaseSnapshot(server)).toEqual(before);
  });

  it("a draft is its host's and admins' alone, by id, in lists and in searches", async () => {
    const draft = await newStay({ title: "Secret cabin", published: false });
    for (const who of [guest, otherHost, founding]) {
      expect((await call(who, "GET", `/api/stays/${draft.id}`)).statusCode).toBe(404);
      const listed = (await call(who, "GET", "/api/stays?where=secret")).json() as { id: string }[];
      expect(listed.map((s) => s.id)).not.toContain(draft.id);
      expect((await call(who, "PUT", `/api/stays/${draft.id}`, { title: "Mine" })).statusCode).toBe(404);
      expect((await requestStay(draft.id, who)).statusCode).toBe(404);
    }
    for (const who of [host, admin]) {
      const seen = await call(who, "GET", `/api/stays/${draft.id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().address).toBeDefined();
      expect(
        ((await call(who, "GET", "/api/stays?where=secret")).json() as { id: string }[]).map((s) => s.id),
      ).toContain(draft.id);
    }
    const published = await call(host, "PUT", `/api/stays/${draft.id}`, { published: true });
    expect(published.statusCode).toBe(200);
    expect((await call(guest, "GET", `/api/stays/${draft.id}`)).statusCode).toBe(200);
  });

  it("only the host or an admin changes a home; other members who see it are refused", async () => {
    const stay = await newStay();
    expect((await call(guest, "PUT", `/api/stays/${stay.id}`, { title: "Mine now" })).statusCode).toBe(403);
    expect((await call(otherHost, "PUT", `/api/stays/${stay.id}`, { title: "Mine now" })).statusCode).toBe(403);
    const changed = await call(admin, "PUT", `/api/stays/${stay.id}`, {
      title: "Villa Limoni",
      amenities: ["pool"],
      availability: [{ from: inDays(server, 5), to: inDays(server, 40), min_nights: 1, max_nights: 7 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: "Villa Limoni", amenities: ["pool"], city: "Positano" });
    expect(changed.json().availability).toHaveLength(1);
  });

  it("prefills a listing from her accepted application's property; admins ask for a host", async () => {
    await acceptedHostApplication(server, host.member.email);
    const mine = await call(host, "GET", "/api/stays/prefill");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      address: "3 Rue des Oliviers, 06230 Villefranche-sur-Mer",
      type: "Farmhouse",
      description: "Stone farmhouse among olive trees.",
      availability: "Seasonal",
    });
    expect((await call(admin, "GET", `/api/stays/prefill?host_id=${host.member.userId}`)).json().type).toBe(
      "Farmhouse",
    );
    expect((await call(otherHost, "GET", `/api/stays/prefill?host_id=${host.member.userId}`)).statusCode).toBe(403);
    expect((await call(guest, "GET", "/api/stays/prefill")).statusCode).toBe(403);
    expect((await call(otherHost, "GET", "/api/stays/prefill")).json().address).toBe("");
  });

  it.each([
    ["a missing title", { title: "" }, "body.title"],
    ["an unknown amenity", { amenities: ["helipad"] }, "body.amenities.0"],
    ["no beds", { sleeps: 0 }, "body.sleeps"],
    ["a negative contribution", { nightly_contribution: -5 }, "body.nightly_contribution"],
    [
      "a window ending before it starts",
      { availability: [{ from: "2031-05-10", to: "2031-05-01", min_nights: 1, max_nights: 3 }] },
      "body.availability.0.to",
    ],
    [
      "a window of impossible dates",
      { availability: [{ from: "2031-02-30", to: "2031-03-05", min_nights: 1, max_nights: 3 }] },
      "body.availability.0.from",
    ],
    [
      "a maximum under the minimum",
      { availability: [{ from: "2031-05-01", to: "2031-05-20", min_nights: 5, max_nights: 3 }] },
      "body.availability.0.max_nights",
    ],
    [
      "a window in the past",
      { availability: [{ from: "2020-05-01", to: "2020-05-20", min_nights: 1, max_nights: 3 }] },
      "body.availability.0.to",
    ],
  ])("refuses %s with a 400 naming the field, and changes nothing", async (_about, overrides, path) => {
    const before = await databaseSnapshot(server);
    const answer = await call(host, "POST", "/api/stays", stayPayload(server, overrides));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect((answer.json().details as { path: string }[]).map((d) => d.path)).toContain(path);
    expect(await databaseSnapshot(server)).toEqual(before);
  });
});

describe("a deactivated host", () => {
  it("her published homes leave the members' listings and cannot be asked for; she and admins still find them", async () => {
    const leaving = (await actAs(server, "Travel Host")) as typeof host;
    const stay = await newStay({ published: true }, leaving);
    expect((await call(stranger, "GET", `/api/stays/${stay.id}`)).statusCode).toBe(200);
    const deactivated = await call(admin, "PUT", `/api/users/${leaving.member.userId}/active`, { active: false });
    expect(deactivated.statusCode, deactivated.body).toBe(200);

    expect((await call(stranger, "GET", `/api/stays/${stay.id}`)).statusCode).toBe(404);
    const listed = (await call(stranger, "GET", "/api/stays")).json() as { id: string }[];
    expect(listed.map((listing) => listing.id)).not.toContain(stay.id);
    expect((await requestStay(stay.id, guest)).statusCode).toBe(404);
    const forAdmin = await call(admin, "GET", `/api/stays/${stay.id}`);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json()).toMatchObject({ published: false });
  });
});

describe("browsing", () => {
  let seaside: string;
  let mountain: string;

  beforeAll(async () => {
    seaside = (
      await newStay({ title: "Casa Azul", city: "Cadaqués", region: "Catalonia", country: "Spain", sleeps: 6 })
    ).id;
    mountain = (
      await newStay({
        title: "Chalet Edelweiss",
        city: "Zermatt",
        region: "Valais",
        country: "Switzerland",
        sleeps: 2,
        availability: [{ from: inDays(server, 50), to: inDays(server, 80), min_nights: 3, max_nights: 10 }],
      })
    ).id;
  });

  const ids = async (query: string) =>
    ((await call(guest, "GET", `/api/stays?${query}`)).json() as { id: string }[]).map((s) => s.id);

  it("filters by where (place or title, any case), and by guests", async () => {
    expect(await ids("where=CATALONIA")).toEqual([seaside]);
    expect(await ids("where=edelweiss")).toEqual([mountain]);
    expect(await ids("where=spain&guests=6")).toEqual([seaside]);
    expect(await ids("where=spain&guests=7")).toEqual([]);
    expect(await ids("where=100%25")).toEqual([]);
  });

  it("keeps, for dates, only homes with a window holding them, within its night limits, and free on them", async () => {
    const around = (from: number, to: number) => `from=${inDays(server, from)}&to=${inDays(server, to)}`;
    expect(await ids(`where=zermatt&${around(55, 60)}`)).toEqual([mountain]);
    expect(await ids(`where=zermatt&${around(20, 25)}`)).toEqual([]);
    expect(await ids(`where=zermatt&${around(55, 56)}`)).toEqual([]);
    const asked = await requestStay(mountain, guest, 55, 5, 2);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await ids(`where=zermatt&${around(55, 60)}`)).toEqual([mountain]);
    expect(
      (await call(host, "PATCH", `/api/stay-requests/${asked.json().id}`, { status: "accepted" })).statusCode,
    ).toBe(200);
    expect(await ids(`where=zermatt&${around(55, 60)}`)).toEqual([]);
    expect(await ids(`where=zermatt&${around(58, 62)}`)).toEqual([]);
    expect(await ids(`where=zermatt&${around(60, 65)}`)).toEqual([mountain]);
    const booked = (await call(stranger, "GET", `/api/stays/${mountain}`)).json();
    expect(booked.booked).toEqual([{ from: inDays(server, 55), to: inDays(server, 60) }]);
    expect(Object.keys(booked.booked[0]).sort()).toEqual(["from", "to"]);
  });

  it.each([
    ["from without to", "from=2031-01-01", "querystring.to"],
    ["to before from", "from=2031-01-05&to=2031-01-01", "querystring.to"],
    ["a date in the past", "from=2020-01-01&to=2020-01-05", "querystring.from"],
    ["no guests", "guests=0", "querystring.guests"],
    ["not a date", "from=tomorrow&to=2031-01-01", "querystring.from"],
  ])("refuses %s with a 400", async (_about, query, path) => {
    const answer = await call(guest, "GET", `/api/stays?${query}`);
    expect(answer.statusCode, answer.body).toBe(400);
    expect((answer.json().details as { path: string }[]).map((d) => d.path)).toContain(path);
  });

  it("answers 400 for an id that is not one and 404 for an unknown one", async () => {
    expect((await call(guest, "GET", "/api/stays/nope")).statusCode).toBe(400);
    expect((await call(guest, "GET", "/api/stays/0196b5a0-1111-7000-8000-000000000001")).statusCode).toBe(404);
  });
});

describe("photos", () => {
  it("go through the image pipeline (GPS stripped) and their files follow the home: a draft's only to host and admins", async () => {
    const draft = await newStay({ published: false });
    const before = await databaseSnapshot(server);
    const refused = await server.app.inject({
      method: "POST",
      url: `/api/stays/${draft.id}/photos`,
      payload: uploadForm({ data: await imageWithGps("jpeg"), name: "terrace.jpg" }),
      headers: { cookie: otherHost.cookie! },
    });
    expect(refused.statusCode).toBe(404);
    const notAnImage = await server.app.inject({
      method: "POST",
      url: `/api/stays/${draft.id}/photos`,
      payload: uploadForm({ data: Buffer.from("just some text, not a picture at all"), name: "x.jpg" }),
      headers: { cookie: host.cookie! },
    });
    expect(notAnImage.statusCode).toBe(415);
    expect(await databaseSnapshot(server)).toEqual(before);

    const added = await server.app.inject({
      method: "POST",
      url: `/api/stays/${draft.id}/photos`,
      payload: uploadForm({ data: await imageWithGps("jpeg"), name: "terrace.jpg" }),
      headers: { cookie: host.cookie! },
    });
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json().photos[0];
    for (const url of [photo.display_url, photo.thumbnail_url]) {
      const file = await call(host, "GET", url);
      expect(file.statusCode).toBe(200);
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.exif === undefined || !hasGpsPointer(metadata.exif)).toBe(true);
      expect(file.body).not.toContain("Positano");
      expect((await call(admin, "GET", url)).statusCode).toBe(200);
      expect((await call(guest, "GET", url)).statusCode).toBe(404);
      expect((await call({ cookie: undefined }, "GET", url)).statusCode).toBe(401);
    }
    await call(host, "PUT", `/api/stays/${draft.id}`, { published: true });
    expect((await call(guest, "GET", photo.display_url)).statusCode).toBe(200);

    expect((await call(guest, "DELETE", `/api/stays/${draft.id}/photos/${photo.id}`)).statusCode).toBe(403);
    const removed = await call(host, "DELETE", `/api/stays/${draft.id}/photos/${photo.id}`);
    expect(removed.json().photos).toEqual([]);
    expect((await call(host, "GET", photo.display_url)).statusCode).toBe(404);
  });
});
