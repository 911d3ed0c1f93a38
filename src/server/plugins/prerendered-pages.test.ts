import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillPath } from "../../shared/paths/call-path.ts";
import { WEB_ROUTES } from "../../shared/web-routes.ts";
import { buildApp } from "../app.ts";
import { actAs, startTestServer, type TestServer } from "../../../test/server/harness/test-app.ts";

let server: TestServer;
let app: FastifyInstance;
let dist: string;
const INLINE_CSS = "h1{font-family:Fraunces,Georgia,serif}";

// A build as vite.config.ts leaves it: index.html, a prerendered page still holding the public-URL
// placeholder, a hashed asset with its brotli twin.
beforeAll(async () => {
  server = await startTestServer();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "salon-prerendered-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.mkdirSync(path.join(dist, "prerendered"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><head><title>%CLUB_NAME%</title><style>${INLINE_CSS}</style></head><div id="root"></div>`,
  );
  fs.writeFileSync(
    path.join(dist, "page-preloads.json"),
    JSON.stringify([
      { path: "/calendar", files: ["/assets/EventsPage-abc.js", "/assets/schemas-abc.js"], data: ["/api/events"] },
      { path: "/events/:id", files: ["/assets/EventPage-abc.js"], data: ["/api/events/:id"] },
      { path: "/settings", files: ["/assets/SettingsPage-abc.js"], data: [] },
      { path: "/member-home", files: ["/assets/MemberHomePage-abc.js"], data: ["/api/me/home"] },
    ]),
  );
  const about =
    '<!doctype html><head><title>About the club · %CLUB_NAME%</title><meta property="og:url" content="%PUBLIC_URL%/about" /></head><div id="root"><header>%CLUB_NAME%</header><main><h1>About the club</h1></main></div>';
  fs.writeFileSync(path.join(dist, "prerendered", "about.html"), about);
  fs.writeFileSync(
    path.join(dist, "prerendered", "index.html"),
    `<!doctype html><title>Home</title><style>${INLINE_CSS}</style><div id="root"><main><h1>Off the record</h1></main></div>`,
  );
  fs.writeFileSync(
    path.join(dist, "prerendered", "home.html"),
    '<!doctype html><title>Salon</title><div id="root"><section class="hero"><h1>Off the record</h1></section></div>',
  );
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('app')");
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.js.br"), zlib.brotliCompressSync("console.log('app')"));
  app = await buildApp({ config: server.config, database: server.database, webDistDir: dist });
});
afterAll(async () => {
  await app.close();
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("prerendered public pages", () => {
  it("are served for their path, with the site's public URL in their link-preview tags", async () => {
    const page = await app.inject({ method: "GET", url: "/about" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body).toContain("<h1>About the club</h1>");
    expect(page.body).toContain(`content="${server.config.publicUrl.origin}/about"`);
    expect(page.body).not.toContain("%PUBLIC_URL%");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("are served whatever the query string, and the home page for /", async () => {
    expect((await app.inject({ method: "GET", url: "/about?ref=newsletter" })).body).toContain(
      "<h1>About the club</h1>",
    );
    expect((await app.inject({ method: "GET", url: "/" })).body).toContain("<h1>Off the record</h1>");
  });

  it("go out compressed to a browser that accepts brotli or gzip", async () => {
    const brotli = await app.inject({
      method: "GET",
      url: "/about",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain("<h1>About the club</h1>");
    const gzip = await app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain("<h1>About the club</h1>");
    const brotliRefused = await app.inject({
      method: "GET",
      url: "/about",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(brotliRefused.headers["content-encoding"]).toBe("gzip");
    const preferred = await app.inject({
      method: "GET",
      url: "/about",
      headers: { "accept-encoding": "br;q=0.2, gzip" },
    });
    expect(preferred.headers["content-encoding"]).toBe("gzip");
    const none = await app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "*;q=0" } });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toContain("<h1>About the club</h1>");
  });

  it("allow exactly their inline styles, by hash, and no inline style anywhere else", async () => {
    const hash = createHash("sha256").update(INLINE_CSS).digest("base64");
    for (const url of ["/", "/calendar", "/events/supper"]) {
      const policy = String((await app.inject({ method: "GET", url })).headers["content-security-policy"]);
      expect(policy).toContain(`style-src 'self' 'sha256-${hash}'`);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
    for (const url of ["/about", "/api/config"]) {
      const policy = String((await app.inject({ method: "GET", url })).headers["content-security-policy"]);
      expect(policy).toContain("style-src 'self';");
      expect(policy).not.toContain("sha256-");
    }
  });

  it("leave every other page path to index.html, and are not served raw from their folder", async () => {
    const other = await app.inject({ method: "GET", url: "/calendar" });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<div id="root"></div>');
    const raw = await app.inject({ method: "GET", url: "/prerendered/about.html" });
    expect(raw.body).not.toContain("%PUBLIC_URL%");
    expect(raw.body).toContain('<div id="root"></div>');
  });
});

describe("pages in a chunk of their own", () => {
  it("come with that page's chunks preloaded, for the page's path and any of its parameters", async () => {
    const calendar = await app.inject({ method: "GET", url: "/calendar?view=past" });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain('<div id="root"></div>');
    expect(calendar.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/EventsPage-abc.js"><link rel="modulepreload" crossorigin href="/assets/schemas-abc.js"><meta name="club-name" content="Salon"></head>',
    );
    const event = await app.inject({
      method: "GET",
      url: "/events/supper-at-the-glasshouse",
      headers: { "accept-encoding": "br" },
    });
    const html = zlib.brotliDecompressSync(event.rawPayload).toString();
    expect(html).toContain('href="/assets/EventPage-abc.js"');
    expect(html).not.toContain("EventsPage-abc.js");
  });

  it("leave other paths to the plain index.html, and the list itself is not served", async () => {
    for (const url of ["/events/a/b", "/nowhere", "/page-preloads.json"]) {
      const page = await app.inject({ method: "GET", url });
      expect(page.body).not.toContain("modulepreload");
      expect(page.body).toContain('<div id="root"></div>');
    }
  });
});

describe("a page path that matches no route of the app", () => {
  it("answers 404 with the app's own page, whose router shows its not-found page", async () => {
    for (const url of ["/nowhere", "/events", "/events/a/b", "/admin/nothing", "/calendar/2026?view=past", "/aboutt"]) {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain("modulepreload");
    }
    expect((await app.inject({ method: "HEAD", url: "/nowhere" })).statusCode).toBe(404);
    const compressed = await app.inject({ method: "GET", url: "/nowhere", headers: { "accept-encoding": "br" } });
    expect(compressed.statusCode).toBe(404);
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it("leaves every route of the app at 200: with any parameter, in any case, with a trailing slash or a query", async () => {
    for (const route of WEB_ROUTES) {
      const url = fillPath(route, { id: "supper-at-the-glasshouse", token: "3f9a" });
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(200);
    }
    for (const url of [
      "/About/",
      "/CALENDAR",
      "/events/supper%20club?image=3",
      "/events/invite/abc/",
      "/mail?eventId=x",
      "/home?ref=newsletter",
    ]) {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
    }
  });

  it("leaves unknown calls a JSON 404 and built files served", async () => {
    for (const [method, url] of [
      ["GET", "/api/nothing"],
      ["GET", "/api/events/x/nothing"],
      ["POST", "/nowhere"],
      ["GET", "/assets/gone.js"],
    ] as const) {
      const answer = await app.inject({ method, url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().code).toBe("not_found");
    }
    expect((await app.inject({ method: "GET", url: "/assets/app-abc123.js" })).statusCode).toBe(200);
  });
});

describe("the calls a page not rendered at build time announces (Link: rel=preload)", () => {
  const announced = async (url: string, cookie?: string) =>
    String((await app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} })).headers.link ?? "");
  const preload = (call: string) => `<${call}>; rel=preload; as=fetch; crossorigin`;

  it("are who is logged in, for anyone; and for a member, the page's own calls with the path's parameters", async () => {
    expect(await announced("/calendar")).toBe(preload("/auth-status"));
    expect(await announced("/events/supper%20club")).toBe(preload("/auth-status"));
    expect(await announced("/nowhere")).toBe(preload("/auth-status"));
    const { cookie } = await actAs(server, "Standard");
    expect(await announced("/calendar", cookie)).toBe(`${preload("/auth-status")}, ${preload("/api/events")}`);
    expect(await announced("/events/supper%20club", cookie)).toBe(
      `${preload("/auth-status")}, ${preload("/api/events/supper%20club")}`,
    );
    expect(await announced("/settings", cookie)).toBe(preload("/auth-status"));
  });

  it("leave out the page's calls when it opens filtered, for a session that is not valid, and on prerendered pages", async () => {
    const { cookie } = await actAs(server, "Standard");
    expect(await announced("/calendar?view=past", cookie)).toBe(preload("/auth-status"));
    expect(await announced("/calendar", "salon_session=not-a-session")).toBe(preload("/auth-status"));
    expect(await announced("/about", cookie)).toBe("");
  });
});

describe("the club's name in every page", () => {
  it("is the club settings' name, where the build left its placeholder and in the meta the app starts from", async () => {
    const named = async (url: string) => (await app.inject({ method: "GET", url })).body;
    expect(await named("/about")).toContain("<title>About the club · Salon</title>");
    const { cookie } = await actAs(server, "admin");
    const renamed = await app.inject({
      method: "PUT",
      url: "/api/admin/club-settings",
      payload: { name: `Rose & Thistle's "Circle"` },
      headers: { cookie: cookie! },
    });
    expect(renamed.statusCode).toBe(200);
    const escaped = "Rose &amp; Thistle&#39;s &quot;Circle&quot;";
    for (const url of ["/about", "/nowhere", "/calendar"]) {
      const page = await named(url);
      expect(page, url).not.toContain("%CLUB_NAME%");
      expect(page, url).toContain(`<meta name="club-name" content="${escaped}"></head>`);
    }
    const about = await named("/about");
    expect(about).toContain(`<title>About the club · ${escaped}</title>`);
    expect(about).toContain(`<header>${escaped}</header>`);
    expect(await named("/nowhere")).toContain(`<title>${escaped}</title>`);
    const compressed = await app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "br" } });
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString("utf8")).toContain(`<header>${escaped}</header>`);
    expect((await app.inject({ method: "GET", url: "/index.html" })).body).not.toContain("%CLUB_NAME%");
    await app.inject({
      method: "PUT",
      url: "/api/admin/club-settings",
      payload: { name: "Salon" },
      headers: { cookie: cookie! },
    });
  });
});

describe("/home, the public home for visitors and her own home for a member", () => {
  it("is the public page for a visitor and for a session that is not valid", async () => {
    for (const cookie of [undefined, "salon_session=not-a-session"]) {
      const page = await app.inject({ method: "GET", url: "/home", headers: cookie ? { cookie } : {} });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Off the record");
    }
  });

  it("is her own home's frame for a member, with its chunks and its first call announced: never the public page", async () => {
    const { cookie } = await actAs(server, "Standard");
    const page = await app.inject({ method: "GET", url: "/home", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("Off the record");
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/MemberHomePage-abc.js">');
    expect(String(page.headers.link)).toContain("</api/me/home>; rel=preload");
  });
});

describe("built assets", () => {
  it("are sent as their brotli twin when the browser accepts it", async () => {
    const asset = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "br" },
    });
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe("console.log('app')");
  });

  it("answer 404 when missing (an old tab asking for a chunk a new release replaced), not the app's HTML", async () => {
    const missing = await app.inject({ method: "GET", url: "/assets/EventsPage-old.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("not_found");
  });
});
