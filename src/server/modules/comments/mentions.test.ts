import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import {
  createMember,
  login,
  queuedEmails,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../../../test/server/kits/smtp-test-server.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";

const PUBLIC_URL = "https://club.example";
let smtp: SmtpTestServer;
let server: TestServer;
type Person = Awaited<ReturnType<typeof createMember>> & { cookie: string };
const people = {} as Record<"ada" | "mary" | "grace" | "host" | "quiet" | "outsider", Person>;
let openEventId: string;
let privateEventId: string;
let imageId: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL });
  const names = {
    ada: "Ada Lovelace",
    mary: "Mary Shelley",
    grace: "Grace Hopper",
    host: "Hedy Lamarr",
    quiet: "Emily Dickinson",
    outsider: "Rosalind Franklin",
  };
  for (const [key, name] of Object.entries(names)) {
    const member = await createMember(server, { name, type: key === "host" ? "Founding" : "Standard" });
    people[key as keyof typeof people] = { ...member, cookie: await login(server.app, member.email) };
  }
  await call("quiet", "PUT", "/api/me/preferences", { clubAnnouncements: true, commentNotifications: false });
  openEventId = (await call("host", "POST", "/api/events", eventPayload({ title: "Opera night" }))).json().id;
  privateEventId = (
    await call("host", "POST", "/api/events", eventPayload({ title: "Private supper", exclusivity: "invite-only" }))
  ).json().id;
  await call("host", "POST", "/api/events/invite", {
    eventId: privateEventId,
    eventTitle: "Private supper",
    userIds: [people.mary.userId],
  });
  imageId = (
    await upload(
      server,
      people.grace.cookie,
      { data: await plainJpeg(64, 48), name: "terrace.jpg" },
      { title: "Terrace at dusk" },
    )
  ).json().id;
});
// Each test posts as the same few members: the file is about mentions, not how often one may comment, nor about
// the owner's emails gathered within an hour (notifications/gathered-emails.test.ts): each test starts a new hour.
beforeEach(async () => {
  await server.database.db.deleteFrom("rate_limits").execute();
  await server.database.db.deleteFrom("notice_email_windows").execute();
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

function call(who: keyof typeof people, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: people[who].cookie } });
}
const post = (who: keyof typeof people, commentableId: string, content: string, mentions?: unknown) =>
  call(who, "POST", "/api/comments", { commentableId, content, ...(mentions === undefined ? {} : { mentions }) });
/** Sends what the outbox holds to the SMTP server, as the app's worker would. */
async function deliver() {
  const worker = testMailWorker(server);
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
}
const idOf = (...who: Array<keyof typeof people>) => who.map((w) => people[w].userId);

/** The comment emails queued for a member since the test began (every email starts as an outbox row). */
async function commentMail(who: keyof typeof people) {
  return (await queuedEmails(server, people[who].email)).filter((email) => email.kind.startsWith("comment-"));
}
async function mailCounts() {
  const counts: Record<string, number> = {};
  for (const who of Object.keys(people) as Array<keyof typeof people>) counts[who] = (await commentMail(who)).length;
  return counts;
}
async function newMail(action: () => Promise<unknown>) {
  const before = await mailCounts();
  await action();
  const after = await mailCounts();
  return Object.fromEntries(
    Object.entries(after)
      .filter(([who, n]) => n !== before[who])
      .map(([who, n]) => [who, n - before[who]!]),
  );
}

describe("a mention", () => {
  it("reaches the mentioned member through a real SMTP server, with a link to the comment", async () => {
    const response = await post("ada", openEventId, "Looking forward to it, @Mary Shelley!", idOf("mary"));
    expect(response.statusCode).toBe(201);
    const comment = response.json();
    expect(comment.mentions).toEqual([{ user_id: people.mary.userId, name: "Mary Shelley" }]);
    expect((await call("mary", "GET", `/api/comments?commentableId=${openEventId}`)).json()[0].mentions).toEqual(
      comment.mentions,
    );

    await deliver();
    const received = smtp.received.filter(
      (email) => email.envelopeTo.includes(people.mary.email) && email.subject.includes("mentioned you"),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe("Ada Lovelace mentioned you in a comment");
    expect(received[0]!.text).toContain("> Looking forward to it, @Mary Shelley!");
    expect(received[0]!.text).toContain("“Opera night”");
    expect(received[0]!.links).toContain(`${PUBLIC_URL}/events/${openEventId}?tab=notes#comment-${comment.id}`);
    expect(received[0]!.html).toContain("<blockquote");
  });

  it("is kept only for members whose @Name is in the text, once each, whatever ids come with it", async () => {
    const mail = await newMail(async () => {
      const response = await post("ada", openEventId, "@Grace Hopper and @Grace Hopper again", [
        ...idOf("grace", "grace", "mary"),
        999_999,
      ]);
      expect(response.json().mentions).toEqual([{ user_id: people.grace.userId, name: "Grace Hopper" }]);
    });
    expect(mail).toEqual({ grace: 1, host: 1 });
  });

  it("needs the whole name: @Mary Shelleyan or mary@Mary Shelley are not mentions", async () => {
    const response = await post("ada", openEventId, "mary@Mary Shelley and @Mary Shelleyan", idOf("mary"));
    expect(response.json().mentions).toEqual([]);
  });

  it("never emails its author, and the owner who is also mentioned gets one email, not two", async () => {
    const mail = await newMail(async () => {
      const response = await post(
        "host",
        openEventId,
        "Notes to myself, @Hedy Lamarr, and to @Ada Lovelace",
        idOf("host", "ada"),
      );
      expect(response.json().mentions.map((m: { name: string }) => m.name)).toEqual(["Ada Lovelace", "Hedy Lamarr"]);
    });
    expect(mail).toEqual({ ada: 1 });

    const both = await newMail(() => post("ada", openEventId, "@Hedy Lamarr, a question for the host", idOf("host")));
    expect(both).toEqual({ host: 1 });
    expect((await commentMail("host")).at(-1)!.kind).toBe("comment-mention");
  });

  it("does not email a member who turned comment notifications off, though the mention stays", async () => {
    const mail = await newMail(async () => {
      const response = await post("ada", openEventId, "Dear @Emily Dickinson, a poem?", idOf("quiet"));
      expect(response.json().mentions).toEqual([{ user_id: people.quiet.userId, name: "Emily Dickinson" }]);
    });
    expect(mail).toEqual({ host: 1 });
  });

  it("on an invite-only event reaches only those who may see it", async () => {
    const mail = await newMail(async () => {
      const response = await post(
        "host",
        privateEventId,
        "@Mary Shelley and @Rosalind Franklin, welcome",
        idOf("mary", "outsider"),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().mentions).toEqual([{ user_id: people.mary.userId, name: "Mary Shelley" }]);
    });
    expect(mail).toEqual({ mary: 1 });
    expect((await commentMail("mary")).at(-1)!.text_body).toContain("“Private supper”");
  });

  it("skips a deactivated member", async () => {
    await server.database.db
      .updateTable("users")
      .set({ active: 0 })
      .where("user_id", "=", people.outsider.userId)
      .execute();
    try {
      const response = await post("ada", openEventId, "@Rosalind Franklin, are you coming?", idOf("outsider"));
      expect(response.json().mentions).toEqual([]);
      expect(await commentMail("outsider")).toEqual([]);
    } finally {
      await server.database.db
        .updateTable("users")
        .set({ active: 1 })
        .where("user_id", "=", people.outsider.userId)
        .execute();
    }
  });
});

describe("the owner's email", () => {
  it("goes to the creator of an event when someone else comments", async () => {
    const mail = await newMail(() => post("mary", openEventId, "What should we wear?"));
    expect(mail).toEqual({ host: 1 });
    const [email] = (await commentMail("host")).slice(-1);
    expect(email!.kind).toBe("comment-on-yours");
    expect(email!.subject).toBe("Mary Shelley commented on your event “Opera night”");
  });

  it("goes to the member who shared a photo, with a link that opens the photo at the comment, by either way of commenting", async () => {
    const first = await post("ada", imageId, "Such light.");
    // A new hour: the second would otherwise be gathered.
    await server.database.db.deleteFrom("notice_email_windows").execute();
    const second = await call("mary", "POST", `/api/images/${imageId}/comments`, { text: "Where was this?" });
    expect(second.statusCode).toBe(201);
    const emails = (await commentMail("grace")).slice(-2);
    expect(emails.map((e) => e.subject)).toEqual([
      "Ada Lovelace commented on your photo “Terrace at dusk”",
      "Mary Shelley commented on your photo “Terrace at dusk”",
    ]);
    expect(emails[0]!.text_body).toContain(`${PUBLIC_URL}/gallery?image=${imageId}#comment-${first.json().id}`);
    expect(emails[1]!.text_body).toContain(`${PUBLIC_URL}/gallery?image=${imageId}#comment-${second.json().id}`);
  });

  it("is not sent for the owner's own comment, nor to an owner who turned notifications off", async () => {
    expect(await newMail(() => post("grace", imageId, "My favourite."))).toEqual({});
    const quietImage = (
      await upload(server, people.quiet.cookie, { data: await plainJpeg(50, 40), name: "q.jpg" })
    ).json().id;
    expect(await newMail(() => post("ada", quietImage, "Lovely."))).toEqual({});
  });
});

describe("editing", () => {
  it("emails only members mentioned for the first time, keeps the names still in the text, and drops the others", async () => {
    const id = (await post("ada", openEventId, "Hello @Mary Shelley", idOf("mary"))).json().id;
    const edit = (content: string, mentions?: number[]) =>
      call("ada", "PUT", `/api/comments/${id}`, { content, ...(mentions ? { mentions } : {}) });

    const added = await newMail(async () => {
      const response = await edit("Hello @Mary Shelley and @Grace Hopper", idOf("grace"));
      expect(response.json().mentions.map((m: { name: string }) => m.name)).toEqual(["Grace Hopper", "Mary Shelley"]);
    });
    expect(added).toEqual({ grace: 1 });

    const kept = await newMail(async () => {
      const response = await edit("Hello again @Mary Shelley");
      expect(response.json().mentions).toEqual([{ user_id: people.mary.userId, name: "Mary Shelley" }]);
    });
    expect(kept).toEqual({});

    // Named again after being dropped: mentioned again, but the email went once.
    const back = await newMail(() => edit("And @Grace Hopper once more", idOf("grace")));
    expect(back).toEqual({});
    expect(
      (await call("ada", "GET", `/api/comments?commentableId=${openEventId}`))
        .json()
        .find((c: { id: number }) => c.id === id).mentions,
    ).toEqual([{ user_id: people.grace.userId, name: "Grace Hopper" }]);
  });
});

describe("bad mentions", () => {
  const bad: unknown[] = [
    "1",
    7,
    [0],
    [-1],
    [1.5],
    ["12"],
    [null],
    { 0: 1 },
    Array.from({ length: 21 }, (_, i) => i + 1),
  ];

  it.each(bad.map((value) => [JSON.stringify(value), value]))(
    "refuses %s with 400 on posting and editing, changing nothing",
    async (_label, value) => {
      const id = (await post("ada", openEventId, "Draft")).json().id;
      const before = await databaseSnapshot(server);
      const posted = await post("ada", openEventId, "@Mary Shelley hello", value);
      expect(posted.statusCode).toBe(400);
      expect(posted.json().code).toBeDefined();
      const edited = await call("ada", "PUT", `/api/comments/${id}`, {
        content: "@Mary Shelley hello",
        mentions: value,
      });
      expect(edited.statusCode).toBe(400);
      expect(await databaseSnapshot(server)).toEqual(before);
    },
  );
});

describe("mail never holds a comment back", () => {
  it("posts while the mail server is down; the email waits in the outbox and goes when it is back", async () => {
    await smtp.stop();
    try {
      const response = await post("ada", openEventId, "@Mary Shelley, while the mail is down", idOf("mary"));
      expect(response.statusCode).toBe(201);
      expect((await commentMail("mary")).at(-1)!.text_body).toContain("while the mail is down");
    } finally {
      await smtp.start();
    }
    await deliver();
    expect(
      smtp.received.some(
        (email) => email.envelopeTo.includes(people.mary.email) && email.text.includes("while the mail is down"),
      ),
    ).toBe(true);
  });
});

describe("deleting", () => {
  it("removes a comment's mentions with the comment and with its event", async () => {
    const eventId = (await call("host", "POST", "/api/events", eventPayload({ title: "Short-lived" }))).json().id;
    await post("ada", eventId, "@Mary Shelley see you", idOf("mary"));
    const mentionRows = () =>
      server.database.db
        .selectFrom("comment_mentions")
        .innerJoin("comments", "comments.id", "comment_mentions.comment_id")
        .select("comments.id")
        .where("comments.commentable_id", "=", eventId)
        .execute();
    expect(await mentionRows()).toHaveLength(1);
    await server.app.inject({
      method: "DELETE",
      url: `/api/events/${eventId}`,
      headers: { cookie: people.host.cookie },
    });
    expect(await mentionRows()).toHaveLength(0);
    expect(
      await server.database.db
        .selectFrom("comment_mentions")
        .select("comment_id")
        .where("comment_id", "not in", (eb) => eb.selectFrom("comments").select("id"))
        .execute(),
    ).toEqual([]);
  });
});
