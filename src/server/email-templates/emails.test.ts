import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { renderEmail, type TemplatedEmail } from "./index.ts";

const context = loadConfig({
  PUBLIC_URL: "https://club.example/salon/",
  CLUB_NAME: "The Velvet Room",
  DATA_DIR: "/tmp/unused",
});
const hostile = `<script>alert("x")</script> & 'Co'`;
const stayExample = {
  name: hostile,
  requestId: "0196b5a0-1111-7000-8000-000000000004",
  homeTitle: hostile,
  place: hostile,
  from: "2026-07-01",
  to: "2026-07-05",
  guests: 2,
};

const examples: TemplatedEmail[] = [
  { kind: "application-received", data: { name: hostile } },
  { kind: "application-under-review", data: { name: hostile } },
  { kind: "registration-invitation", data: { token: "tok/en?1", memberType: "Travel Host", name: hostile } },
  { kind: "password-reset", data: { token: "reset-token", name: hostile } },
  {
    kind: "event-invitation",
    data: {
      token: "invite-token",
      inviterName: hostile,
      eventTitle: hostile,
      when: { date: "2026-05-14", startTime: "19:30", timezone: "Europe/London" },
    },
  },
  {
    kind: "join-confirmation",
    data: {
      name: hostile,
      eventId: "0196b5a0-1111-7000-8000-000000000001",
      eventTitle: hostile,
      when: { date: "2026-05-14" },
      location: hostile,
    },
  },
  {
    kind: "comment-mention",
    data: {
      authorName: hostile,
      commentId: 41,
      target: { kind: "event", id: "0196b5a0-1111-7000-8000-000000000002", title: hostile },
      content: `Dear @Ada, ${hostile}`,
    },
  },
  {
    kind: "comment-on-yours",
    data: {
      authorName: hostile,
      commentId: 42,
      target: { kind: "image", id: "0196b5a0-1111-7000-8000-000000000003", title: hostile },
      content: hostile,
    },
  },
  { kind: "sign-in-link", data: { token: "sign-in-token", name: hostile, failures: 51, address: "203.0.113.9" } },
  {
    kind: "stay-requested",
    data: { ...stayExample, guestName: hostile, message: hostile },
  },
  {
    kind: "stay-answered",
    data: { ...stayExample, hostName: hostile, accepted: true, address: hostile, hostEmail: "host@salon.test" },
  },
  { kind: "stay-answered", data: { ...stayExample, hostName: hostile, accepted: false, reason: hostile } },
  { kind: "stay-cancelled", data: { ...stayExample, cancelledBy: hostile, reason: hostile } },
  {
    kind: "factor-changed",
    data: {
      name: hostile,
      change: "passkey-added",
      passkeyName: hostile,
      changedAt: Date.UTC(2026, 10, 28, 12),
      device: "Firefox on Windows",
    },
  },
  {
    kind: "factor-changed",
    data: { name: hostile, change: "totp-off", changedAt: Date.UTC(2026, 10, 28, 12), device: null, byReset: true },
  },
  {
    kind: "notice-digest",
    data: {
      period: "weekly",
      notices: [
        { text: `${hostile} invited you to “${hostile}”`, path: "/events/0196b5a0-1111-7000-8000-000000000001" },
      ],
      nextEvents: [{ title: hostile, path: "/events/e1", time: { date: "2026-12-10", startTime: "19:00" } }],
      newEvents: [],
      newPhotos: { count: 3, lines: [{ text: hostile, path: "/gallery?image=i1" }] },
      newMembers: [{ text: hostile, path: "/members/7" }],
      unsubscribeUrl: "https://club.example/salon/unsubscribe/digest/secret-token",
    },
  },
];

describe("email templates", () => {
  it.each(examples.map((email) => [email.kind, email] as const))(
    "%s has a subject, a text part and an HTML part in the club's layout",
    (_kind, email) => {
      const rendered = renderEmail(email, context);
      expect(rendered.subject.length).toBeGreaterThan(5);
      expect(rendered.text).toContain("The Velvet Room");
      expect(rendered.html).toMatch(/^<!doctype html>/);
      expect(rendered.html).toContain("#f7f3ec");
      expect(rendered.html).toContain("The Velvet Room");
    },
  );

  it.each(examples.map((email) => [email.kind, email] as const))(
    "%s escapes every user-supplied value in the HTML part",
    (_kind, email) => {
      const { html, text } = renderEmail(email, context);
      expect(html).not.toContain("<script>");
      expect(html).not.toContain(`"x"`);
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;");
      expect(text).toContain(hostile);
    },
  );

  it("builds every link from PUBLIC_URL, keeping its path and encoding the secret", () => {
    const links = (email: TemplatedEmail) => renderEmail(email, context).text.match(/https?:\/\/\S+/g);
    expect(links(examples[2]!)).toContain("https://club.example/salon/register/tok%2Fen%3F1");
    expect(links(examples[3]!)).toContain("https://club.example/salon/reset-password/reset-token");
    expect(links(examples[4]!)).toContain("https://club.example/salon/events/invite/invite-token");
    expect(links(examples[5]!)).toContain("https://club.example/salon/events/0196b5a0-1111-7000-8000-000000000001");
    expect(links(examples[8]!)).toContain("https://club.example/salon/sign-in/sign-in-token");
    for (const email of examples) {
      const html = renderEmail(email, context).html;
      for (const [, href] of html.matchAll(/href="([^"]+)"/g))
        expect(href).toMatch(/^https:\/\/club\.example\/salon\//);
    }
  });

  it("tells her which sign-in method changed, when, from where and why, with a link to review her security", () => {
    const [added, removedByReset] = examples.filter((email) => email.kind === "factor-changed");
    const one = renderEmail(added!, context);
    expect(one.subject).toBe("A passkey was added to your account");
    expect(one.text).toContain("Saturday, November 28, 2026");
    expect(one.text).toContain("Firefox on Windows");
    expect(one.text).toContain("https://club.example/salon/settings#security");
    const other = renderEmail(removedByReset!, context);
    expect(other.subject).toBe("An authenticator app was turned off for your account");
    expect(other.text).toContain("Your password was just reset, and this was removed with it");
    expect(other.text).toContain("unknown");
    expect(other.text).not.toContain("Passkey");
  });

  it("links a comment email to the comment: the event's Notes and Comments tab, or the photo's detail view", () => {
    const links = (email: TemplatedEmail) => renderEmail(email, context).text.match(/https?:\/\/\S+/g);
    expect(links(examples[6]!)).toContain(
      "https://club.example/salon/events/0196b5a0-1111-7000-8000-000000000002?tab=notes#comment-41",
    );
    expect(links(examples[7]!)).toContain(
      "https://club.example/salon/gallery?image=0196b5a0-1111-7000-8000-000000000003#comment-42",
    );
    expect(links(examples[7]!)).toContain("https://club.example/salon/settings");
  });

  it("quotes a long comment shortened at a word, and names an untitled photo plainly", () => {
    const long = `${"word ".repeat(200)}\nsecond line`;
    const { text, subject } = renderEmail(
      {
        kind: "comment-on-yours",
        data: { authorName: "Ada", commentId: 1, target: { kind: "image", id: "i", title: " " }, content: long },
      },
      context,
    );
    const quoted = text.split("\n").filter((line) => line.startsWith("> "));
    expect(quoted).toHaveLength(1);
    expect(quoted[0]!).toMatch(/word…$/);
    expect(quoted[0]!.length).toBeLessThanOrEqual(603);
    expect(subject).toBe("Ada commented on your photo");
  });

  it("shows the event's date, time and time zone", () => {
    const { text } = renderEmail(examples[4]!, context);
    expect(text).toContain("When: Thursday, May 14, 2026 at 7:30 PM (Europe/London)");
  });

  it("names the membership type in the registration invitation", () => {
    expect(renderEmail(examples[2]!, context).text).toContain("as a Travel Host member");
  });
});
