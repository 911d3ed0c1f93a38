import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, testDialect, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { mailingRows } from "../../../../test/server/kits/mailings-test-kit.ts";
import { PREVIEW_DOCUMENT_CSP, readDraftForm } from "./preview-document-routes.ts";

const URL_ = "/api/admin/mail-preview/document";
let server: TestServer;
let actors: Record<"anonymous" | "Standard" | "Founding" | "admin", Awaited<ReturnType<typeof actAs>>>;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
  actors = {
    anonymous: await actAs(server, "anonymous"),
    Standard: await actAs(server, "Standard"),
    Founding: await actAs(server, "Founding"),
    admin: await actAs(server, "admin"),
  };
});
afterAll(() => server.close());

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(key, one);
  return body.toString();
};

const draft = (overrides: Record<string, string | string[]> = {}) =>
  form({
    subject: "Spring gathering",
    body: '<p style="color: #aa0000">Dear members, <strong>join us</strong>.</p>',
    recipientGroup: "all",
    ...overrides,
  });

function post(who: { cookie: string | undefined }, payload: string, contentType = "application/x-www-form-urlencoded") {
  return server.app.inject({
    method: "POST",
    url: URL_,
    payload,
    headers: { "content-type": contentType, ...(who.cookie ? { cookie: who.cookie } : {}) },
  });
}

describe(`POST /api/admin/mail-preview/document (${testDialect})`, () => {
  it("answers 401 to the anonymous and 403 to members writing to a group", async () => {
    expect((await post(actors.anonymous, draft())).statusCode).toBe(401);
    expect((await post(actors.anonymous, "nonsense")).statusCode).toBe(401);
    for (const who of [actors.Standard, actors.Founding]) {
      const response = await post(who, draft());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "forbidden" });
    }
  });

  it("answers an admin the email exactly as it will be sent, as HTML with its own CSP and framing rules", async () => {
    const response = await post(actors.admin, draft());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toBe(PREVIEW_DOCUMENT_CSP);
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; frame-ancestors 'self'; sandbox",
    );
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.body).toMatch(/^<!doctype html>/i);
    expect(response.body).toContain('<p style="color:#aa0000">Dear members, <strong>join us</strong>.</p>');
    expect(response.body).toContain("https://club.example/settings");

    // Byte for byte what the send path queues, the recipient's own unsubscribe link aside.
    const sent = await server.app.inject({
      method: "POST",
      url: "/api/admin/send-email",
      payload: {
        subject: "Spring gathering",
        body: '<p style="color: #aa0000">Dear members, <strong>join us</strong>.</p>',
        recipientGroup: "testing",
      },
      headers: { cookie: actors.admin.cookie! },
    });
    const [row] = await mailingRows(server, (sent.json() as { mailingId: number }).mailingId);
    const unsubscribe = /https:\/\/club\.example\/unsubscribe\/[A-Za-z0-9_-]+/.exec(row!.html_body)![0];
    expect(row!.html_body.replaceAll(unsubscribe, "https://club.example/settings")).toBe(response.body);
  });

  it("leaves the global headers on every other route", async () => {
    const response = await server.app.inject({
      method: "GET",
      url: "/api/admin/mailings",
      headers: { cookie: actors.admin.cookie! },
    });
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("strips scripts, event handlers and javascript: links", async () => {
    const response = await post(
      actors.admin,
      draft({
        body: '<p onclick="alert(1)">Hi <img src="https://x.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p><script>alert(4)</script>',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<script|onclick|onerror|javascript:|alert\(/i);
    expect(response.body).toContain('<img src="https://x.example/a.png"');
  });

  it("answers 400 to a blank body, or one with nothing left once sanitized, and to a bad field", async () => {
    for (const body of ["", "   ", "<script>alert(1)</script>"]) {
      const response = await post(actors.admin, draft({ body }));
      expect(response.statusCode, body).toBe(400);
      const answer = response.json() as { message: string; details?: { path: string; message: string }[] };
      expect(answer.details?.map((detail) => detail.path)).toEqual(["body.body"]);
      if (body.trim() === "") expect(answer.details?.[0]?.message).toBe("Subject and body are required.");
    }
    expect((await post(actors.admin, draft({ recipientGroup: "everyone" }))).statusCode).toBe(400);
    expect((await post(actors.admin, draft({ recipientGroup: "selected", selectedMemberIds: "3,x" }))).statusCode).toBe(
      400,
    );
  });

  it("accepts selected members as repeated fields or a comma list", async () => {
    expect(readDraftForm("selectedMemberIds=3&selectedMemberIds=4%2C5&eventId=&subject=Hi")).toEqual({
      selectedMemberIds: [3, 4, 5],
      subject: "Hi",
    });
    const ids = String(actors.Founding.member!.userId);
    expect(
      (await post(actors.admin, draft({ recipientGroup: "selected", selectedMemberIds: [ids, ids] }))).statusCode,
    ).toBe(200);
    expect(
      (await post(actors.admin, draft({ recipientGroup: "selected", selectedMemberIds: `${ids},${ids}` }))).statusCode,
    ).toBe(200);
  });

  it("lets an event's creator preview an announcement of that event, and no one else", async () => {
    const event = (
      await server.app.inject({
        method: "POST",
        url: "/api/events",
        payload: eventPayload({ title: "Garden party" }),
        headers: { cookie: actors.Founding.cookie! },
      })
    ).json() as {
      id: string;
    };
    expect((await post(actors.Founding, draft({ eventId: event.id }))).statusCode).toBe(200);
    expect((await post(actors.admin, draft({ eventId: event.id }))).statusCode).toBe(200);
    expect((await post(actors.Standard, draft({ eventId: event.id }))).statusCode).toBe(403);
  });

  it("accepts form bodies on this route only", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/admin/mail-preview",
      payload: draft(),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: actors.admin.cookie! },
    });
    expect(response.statusCode).toBe(415);
    expect(
      (
        await post(
          actors.admin,
          JSON.stringify({ subject: "x", body: "<p>x</p>", recipientGroup: "all" }),
          "application/json",
        )
      ).statusCode,
    ).toBe(200);
  });
});
