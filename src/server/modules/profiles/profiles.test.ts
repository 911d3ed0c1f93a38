import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, login, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import type { MemberType } from "../../../shared/members.ts";
import { PROFILE_FIELDS } from "../../../shared/profiles.ts";

let server: TestServer;
type Who = { cookie: string; userId: number; email: string; name: string };
let ada: Who, bea: Who, cleo: Who, admin: Who, gone: Who;

async function person(name: string, type: MemberType = "Standard", isAdmin = false): Promise<Who> {
  const member = await createMember(server, { name, type, admin: isAdmin });
  return { cookie: await login(server.app, member.email), userId: member.userId, email: member.email, name };
}

const call = (who: Who | undefined, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: who ? { cookie: who.cookie } : {} });

const bare = { headline: "", company: "", city: "", bio: "", interests: [], links: [], ask_me_about: "" };
const adaProfile = {
  headline: "Chief Executive",
  company: "Lumen Bank",
  city: "Lyon",
  bio: "<b>Bold</b> ideas & plain words.",
  interests: ["Board governance", "Ceramics"],
  links: ["https://lumen.example/ada"],
  ask_me_about: "Raising a first fund",
  visibility: { city: "admins" as const },
};

beforeAll(async () => {
  server = await startTestServer();
  ada = await person("Ada Laurent", "Founding");
  bea = await person("Bea Moreau", "Travel Host");
  cleo = await person("Cleo Santos");
  admin = await person("Dana Admin", "Founding", true);
  gone = await person("Gwen Gone");
  expect((await call(ada, "PUT", "/api/me/profile", adaProfile)).statusCode).toBe(200);
  expect(
    (
      await call(bea, "PUT", "/api/me/profile", {
        ...bare,
        headline: "Partner",
        company: "Atelier Nord",
        city: "Lyon",
        interests: ["ceramics"],
        visibility: { email: "members" },
      })
    ).statusCode,
  ).toBe(200);
  expect((await call(gone, "PUT", "/api/me/profile", { ...bare, city: "Lyon" })).statusCode).toBe(200);
  expect((await call(admin, "PUT", `/api/users/${gone.userId}/active`, { active: false })).statusCode).toBe(200);
});
afterAll(async () => {
  await server.close();
});

describe("GET /api/profiles/:userId", () => {
  it("shows another member the fields shown to members, and leaves out (not empties) the admins-only ones", async () => {
    const answer = await call(bea, "GET", `/api/profiles/${ada.userId}`);
    expect(answer.statusCode).toBe(200);
    const profile = answer.json();
    expect(profile).toMatchObject({
      user_id: ada.userId,
      name: "Ada Laurent",
      type: "Founding",
      headline: "Chief Executive",
      company: "Lumen Bank",
      bio: "<b>Bold</b> ideas & plain words.",
      interests: ["Board governance", "Ceramics"],
      links: ["https://lumen.example/ada"],
      ask_me_about: "Raising a first fund",
      is_self: false,
    });
    expect(profile).not.toHaveProperty("city");
    expect(profile).not.toHaveProperty("email");
    expect(profile).not.toHaveProperty("visibility");
  });

  it("shows admins every field, and a member every field of her own with her choices", async () => {
    const seenByAdmin = (await call(admin, "GET", `/api/profiles/${ada.userId}`)).json();
    expect(seenByAdmin).toMatchObject({ city: "Lyon", email: ada.email });
    const own = (await call(ada, "GET", `/api/profiles/${ada.userId}`)).json();
    expect(own).toMatchObject({ city: "Lyon", email: ada.email, is_self: true });
    expect(own.visibility).toMatchObject({ city: "admins", email: "admins", headline: "members" });
  });

  it("leaves every field she keeps to admins out of what a member gets (profile, directory, home), not of an admin's", async () => {
    const hana = await person("Hana Quiet");
    const everyField = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, "admins"]));
    const profile = {
      headline: "Quiet Headline",
      company: "Quiet Company",
      city: "Quietville",
      bio: "Quiet words.",
      interests: ["Quietude"],
      links: ["https://quiet.example/hana"],
      ask_me_about: "Quiet questions",
    };
    expect((await call(hana, "PUT", "/api/me/profile", { ...profile, visibility: everyField })).statusCode).toBe(200);

    const seenByMember = (await call(cleo, "GET", `/api/profiles/${hana.userId}`)).json();
    for (const field of PROFILE_FIELDS) expect(seenByMember, field).not.toHaveProperty(field);
    const cardFor = async (who: Who) =>
      (await call(who, "GET", "/api/directory?q=hana%20quiet")).json().members[0] as Record<string, unknown>;
    for (const field of ["headline", "company", "city"]) expect(await cardFor(cleo), field).not.toHaveProperty(field);
    for (const query of ["q=Quiet%20Headline", "q=Quiet%20Company", "q=quietville", "q=quietude", "interest=Quietude"])
      expect((await call(cleo, "GET", `/api/directory?${query}`)).json().members, query).toEqual([]);
    const newcomer = (await call(cleo, "GET", "/api/me/home"))
      .json()
      .new_members.find((member: { user_id: number }) => member.user_id === hana.userId);
    expect(newcomer).toBeDefined();
    for (const field of ["headline", "company", "city"]) expect(newcomer, field).not.toHaveProperty(field);

    expect((await call(admin, "GET", `/api/profiles/${hana.userId}`)).json()).toMatchObject({
      ...profile,
      email: hana.email,
    });
    expect(await cardFor(admin)).toMatchObject({
      headline: "Quiet Headline",
      company: "Quiet Company",
      city: "Quietville",
    });
    expect((await call(admin, "GET", "/api/directory?interest=Quietude")).json().members).toHaveLength(1);
  });

  it("lists the events she and the viewer both took part in, to that viewer only", async () => {
    const created = await call(admin, "POST", "/api/events", eventPayload({ title: "Shared supper" }));
    expect(created.statusCode, created.body).toBe(201);
    const supper = created.json();
    for (const who of [ada, bea])
      expect((await call(who, "POST", `/api/events/${supper.id}/join`)).statusCode).toBe(200);
    const together = async (viewer: Who) =>
      (await call(viewer, "GET", `/api/profiles/${ada.userId}`)).json().events_together as { id: string }[];
    expect(await together(bea)).toEqual([
      { id: supper.id, slug: supper.slug, title: "Shared supper", event_date: supper.event_date },
    ]);
    expect(await together(cleo)).toEqual([]);
    expect(await together(admin)).toEqual([]);
    expect(await together(ada)).toEqual([]);
  });

  it("shows the email to members once she chooses to share it", async () => {
    expect((await call(cleo, "GET", `/api/profiles/${bea.userId}`)).json()).toMatchObject({ email: bea.email });
  });

  it("answers 404 for a deactivated member, to members and admins alike, and for an unknown one", async () => {
    for (const who of [cleo, admin])
      expect((await call(who, "GET", `/api/profiles/${gone.userId}`)).statusCode).toBe(404);
    expect((await call(cleo, "GET", "/api/profiles/999999")).statusCode).toBe(404);
  });

  it("answers 401 without a session and 400 for an id that is not one", async () => {
    expect((await call(undefined, "GET", `/api/profiles/${ada.userId}`)).statusCode).toBe(401);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"])
      expect((await call(cleo, "GET", `/api/profiles/${bad}`)).statusCode, bad).toBe(400);
  });
});

describe("PUT /api/me/profile: limits and bad input", () => {
  const cases: [string, object][] = [
    ["headline over 120", { headline: "x".repeat(121) }],
    ["bio over 2,000", { bio: "x".repeat(2001) }],
    ["11 interests", { interests: Array.from({ length: 11 }, (_, i) => `Interest ${i}`) }],
    ["an interest over 40", { interests: ["x".repeat(41)] }],
    ["6 links", { links: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) }],
    ["an http link", { links: ["http://example.com"] }],
    ["a javascript: link", { links: ["javascript:alert(1)"] }],
    ["a visibility that is neither", { visibility: { city: "everyone" } }],
    ["a field that has no visibility", { visibility: { password: "members" } }],
    ["interests not strings", { interests: [1, 2] }],
  ];
  for (const [about, change] of cases) {
    it(`refuses ${about} with a 400 and changes nothing`, async () => {
      const answer = await call(ada, "PUT", "/api/me/profile", { ...adaProfile, ...change });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: expect.any(String) });
      expect(answer.json().details[0].path).toMatch(new RegExp(`^body\\.${Object.keys(change)[0]}\\b`));
      expect((await call(ada, "GET", `/api/profiles/${ada.userId}`)).json()).toMatchObject({
        headline: adaProfile.headline,
        bio: adaProfile.bio,
        interests: adaProfile.interests,
      });
    });
  }

  it("refuses a photo that is not one of her own club-wide gallery images", async () => {
    const theirs = await upload(server, bea.cookie, { data: await plainJpeg(40, 40), name: "b.jpg" }, {});
    const event = (await call(ada, "POST", "/api/events", eventPayload({ title: "Photo night" }))).json();
    const linked = await upload(
      server,
      ada.cookie,
      { data: await plainJpeg(40, 40), name: "a.jpg" },
      { event_id: event.id },
    );
    for (const imageId of [theirs.json().id, linked.json().id, "no-such-image"]) {
      const answer = await call(ada, "PUT", "/api/me/profile", { ...adaProfile, photo_image_id: imageId });
      expect(answer.statusCode, imageId).toBe(400);
    }
    const mine = await upload(server, ada.cookie, { data: await plainJpeg(40, 40), name: "me.jpg" }, {});
    const saved = await call(ada, "PUT", "/api/me/profile", { ...adaProfile, photo_image_id: mine.json().id });
    expect(saved.statusCode).toBe(200);
    expect((await call(cleo, "GET", `/api/profiles/${ada.userId}`)).json().photo.url).toMatch(/^\/media\//);
  });
});

describe("the showcase", () => {
  it("holds her own images in her order, and refuses others' images, repeats and more than 24", async () => {
    const images = [];
    for (const name of ["one.jpg", "two.jpg"])
      images.push((await upload(server, cleo.cookie, { data: await plainJpeg(30, 20), name }, {})).json().id as string);
    const theirs = (await upload(server, bea.cookie, { data: await plainJpeg(30, 20), name: "x.jpg" }, {})).json().id;
    const pieces = [
      { image_id: images[1], title: "Tide", medium: "Oil on linen", note: "Painted in Brittany." },
      { image_id: images[0], title: "Bowl", medium: "Stoneware" },
    ];
    const saved = await call(cleo, "PUT", "/api/me/showcase", { pieces });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().pieces.map((p: { title: string }) => p.title)).toEqual(["Tide", "Bowl"]);
    expect((await call(ada, "GET", `/api/profiles/${cleo.userId}`)).json().showcase).toHaveLength(2);

    for (const bad of [
      [{ image_id: theirs, title: "Not mine" }],
      [pieces[0], pieces[0]],
      Array.from({ length: 25 }, () => pieces[0]),
      [{ image_id: images[0], title: "" }],
      [{ image_id: images[0], title: "x".repeat(121) }],
    ]) {
      expect((await call(cleo, "PUT", "/api/me/showcase", { pieces: bad })).statusCode).toBe(400);
    }
    const mine = (await call(cleo, "GET", "/api/me/showcase")).json();
    expect(mine.pieces).toHaveLength(2);
    expect(mine.choices.map((c: { image_id: string }) => c.image_id).sort()).toEqual([...images].sort());
  });

  it("shows a piece linked to an invite-only event only to those who may see that event", async () => {
    const host = await person("Hana Host", "Founding");
    const event = (
      await call(host, "POST", "/api/events", eventPayload({ title: "Closed studio", exclusivity: "invite-only" }))
    ).json();
    const piece = (
      await upload(server, host.cookie, { data: await plainJpeg(30, 30), name: "s.jpg" }, { event_id: event.id })
    ).json().id;
    expect(
      (await call(host, "PUT", "/api/me/showcase", { pieces: [{ image_id: piece, title: "Studio" }] })).statusCode,
    ).toBe(200);
    expect((await call(cleo, "GET", `/api/profiles/${host.userId}`)).json().showcase).toEqual([]);
    expect((await call(admin, "GET", `/api/profiles/${host.userId}`)).json().showcase).toHaveLength(1);
    expect((await call(host, "GET", `/api/profiles/${host.userId}`)).json().showcase).toHaveLength(1);
  });
});

describe("GET /api/directory", () => {
  const names = async (who: Who, query: string) => {
    const answer = await call(who, "GET", `/api/directory?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().members.map((m: { name: string }) => m.name) as string[];
  };

  it("finds members by name, headline, company and interest, never a deactivated one", async () => {
    expect(await names(cleo, "q=laurent")).toEqual(["Ada Laurent"]);
    expect(await names(cleo, "q=chief")).toEqual(["Ada Laurent"]);
    expect(await names(cleo, "q=atelier")).toEqual(["Bea Moreau"]);
    expect(await names(cleo, "q=ceramics")).toEqual(["Ada Laurent", "Bea Moreau"]);
    expect(await names(cleo, "interest=Ceramics")).toEqual(["Ada Laurent", "Bea Moreau"]);
    expect(await names(admin, "q=gwen")).toEqual([]);
  });

  it("searches a field only where the viewer may see it: Ada's admins-only city", async () => {
    expect(await names(cleo, "city=lyon")).toEqual(["Bea Moreau"]);
    expect(await names(cleo, "q=lyon")).toEqual(["Bea Moreau"]);
    expect(await names(admin, "city=Lyon")).toEqual(["Ada Laurent", "Bea Moreau"]);
    expect(await names(ada, "city=Lyon")).toEqual(["Ada Laurent", "Bea Moreau"]);
  });

  it("filters by member type, sorts by newest, and never carries an email", async () => {
    expect(await names(cleo, "type=Travel%20Host")).toEqual(["Bea Moreau"]);
    const page = (await call(cleo, "GET", "/api/directory?sort=newest&limit=50")).json();
    expect(page.members[0].user_id).toBeGreaterThan(page.members.at(-1).user_id);
    expect(JSON.stringify(page)).not.toContain("@salon.test");
    const card = page.members.find((m: { user_id: number }) => m.user_id === ada.userId);
    expect(card).toMatchObject({ headline: "Chief Executive", company: "Lumen Bank" });
    expect(card).not.toHaveProperty("city");
  });

  it("pages with an opaque cursor until the last page", async () => {
    const seen: number[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const answer = await call(cleo, "GET", `/api/directory?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      const page = answer.json();
      seen.push(...page.members.map((m: { user_id: number }) => m.user_id));
      cursor = page.next_cursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([ada.userId, bea.userId, cleo.userId, admin.userId]));
    expect(seen).not.toContain(gone.userId);
  });

  it("answers 400 for bad input and 401 without a session", async () => {
    for (const bad of [
      "limit=0",
      "limit=51",
      "type=Queen",
      "cursor=%25%25",
      "cursor=bm9wZQ",
      "sort=age",
      `q=${"x".repeat(101)}`,
    ])
      expect((await call(cleo, "GET", `/api/directory?${bad}`)).statusCode, bad).toBe(400);
    expect((await call(undefined, "GET", "/api/directory")).statusCode).toBe(401);
  });
});
