import { describe, expect, it } from "vitest";
import { createMember, login, startTestServer } from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { admin, call, guest, host, openStaysClub, server, type Who } from "../../../../test/server/kits/stays-club.ts";
import { totpCode } from "../auth/totp.ts";
import { csvCell, duesService } from "./dues-service.ts";

openStaysClub();

const anonymous: Who = { cookie: undefined };
const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function newMember(type: "Standard" | "Founding" | "Travel Host" = "Standard") {
  const member = await createMember(server, { type });
  return { member, cookie: await login(server.app, member.email) } as Who & {
    member: { userId: number; email: string };
  };
}

const payment = (overrides: Record<string, unknown> = {}) => ({
  amount: 120000,
  currency: "USD",
  date: day(0),
  method: "bank_transfer",
  reference: "TRX-2026-11",
  ...overrides,
});

async function setFee(tierId: string, fee_amount: number, exhibiting_fee?: number | null) {
  const tiers = (await call(admin, "GET", "/api/admin/tiers")).json().tiers as Array<Record<string, unknown>>;
  const changed = tiers.map((t) =>
    t.id === tierId ? { ...t, fee_amount, ...(exhibiting_fee !== undefined ? { exhibiting_fee } : {}) } : t,
  );
  expect((await call(admin, "PUT", "/api/admin/tiers", { tiers: changed })).statusCode).toBe(200);
}

async function outboxFor(email: string) {
  return server.database.db
    .selectFrom("outbox")
    .select(["kind", "subject", "text_body", "attachments", "idempotency_key"])
    .where("recipient_email", "=", email.toLowerCase())
    .orderBy("id")
    .execute();
}

describe("payments", () => {
  it("an admin records one (audited): it is in her ledger, and her receipt is queued with a PDF", async () => {
    const member = await newMember();
    const url = `/api/admin/members/${member.member.userId}/payments`;
    const answer = await call(admin, "POST", url, payment());
    expect(answer.statusCode, answer.body).toBe(200);
    const ledger = answer.json();
    expect(ledger).toMatchObject({ user_id: member.member.userId, currency: "USD", paid: 120000, charged: 0 });
    expect(ledger.balance).toBe(-120000);
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.entries[0]).toMatchObject({
      kind: "payment",
      amount: 120000,
      method: "bank_transfer",
      reference: "TRX-2026-11",
      date: day(0),
    });
    expect(ledger.entries[0].receipt).toMatch(/^R-\d{6}$/);

    const mails = await outboxFor(member.member.email);
    const receipt = mails.find((m) => m.kind === "dues-receipt")!;
    expect(receipt.subject).toBe(`Your receipt ${ledger.entries[0].receipt}: $1,200.00 received`);
    expect(receipt.text_body).toContain("Amount: $1,200.00");
    expect(receipt.text_body).toContain("Method: Bank transfer");
    expect(receipt.text_body).toContain("Reference: TRX-2026-11");
    expect(receipt.text_body).toContain("Balance: $1,200.00 in credit");
    const [attachment] = JSON.parse(receipt.attachments!) as Array<Record<string, string>>;
    expect(attachment).toMatchObject({
      filename: `receipt-${ledger.entries[0].receipt}.pdf`,
      contentType: "application/pdf",
      encoding: "base64",
    });
    expect(Buffer.from(attachment!.content!, "base64").subarray(0, 5).toString()).toBe("%PDF-");

    const audit = await server.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "dues.payment")
      .where("target", "=", `user:${member.member.userId}`)
      .execute();
    expect(audit).toHaveLength(1);

    // She reads it as her own; her membership says what she paid.
    expect((await call(member, "GET", "/api/me/ledger")).json()).toEqual(ledger);
    expect((await call(member, "GET", "/api/me/membership")).json().dues).toEqual({
      paid: 120000,
      charged: 0,
      owes: 0,
    });
  });

  it("bad input is a clear 400 and changes nothing; an unknown member is 404", async () => {
    const member = await newMember();
    const url = `/api/admin/members/${member.member.userId}/payments`;
    const before = await databaseSnapshot(server);
    for (const [bad, path] of [
      [payment({ amount: -100 }), "amount"],
      [payment({ amount: 0 }), "amount"],
      [payment({ amount: 12.5 }), "amount"],
      [payment({ amount: 1e12 }), "amount"],
      [payment({ amount: "100" }), "amount"],
      [payment({ currency: "usd" }), "currency"],
      [payment({ currency: "EUR" }), "currency"],
      [payment({ date: "2026-13-01" }), "date"],
      [payment({ date: "2026-02-30" }), "date"],
      [payment({ date: "yesterday" }), "date"],
      [payment({ date: day(30) }), "date"],
      [payment({ date: "1999-12-31" }), "date"],
      [payment({ method: "bitcoin" }), "method"],
      [payment({ reference: "x".repeat(121) }), "reference"],
      [{}, "amount"],
    ] as const) {
      const answer = await call(admin, "POST", url, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().code).toBe("bad_request");
      expect(JSON.stringify(answer.json().details ?? answer.json().message)).toContain(path);
    }
    expect((await call(admin, "POST", "/api/admin/members/999999/payments", payment())).statusCode).toBe(404);
    expect((await call(admin, "POST", "/api/admin/members/nope/payments", payment())).statusCode).toBe(400);
    expect((await call(admin, "GET", "/api/admin/members/999999/ledger")).statusCode).toBe(404);
    expect(await databaseSnapshot(server)).toEqual(before);
  });

  it("nobody but an admin records one or reads another's ledger; a member never sees another's", async () => {
    const member = await newMember();
    const other = await newMember();
    await call(admin, "POST", `/api/admin/members/${member.member.userId}/payments`, payment({ amount: 5000 }));
    const before = await databaseSnapshot(server);
    for (const who of [anonymous, other, guest, member, host]) {
      const expected = who.cookie ? 403 : 401;
      for (const [method, url, body] of [
        ["POST", `/api/admin/members/${member.member.userId}/payments`, payment()],
        ["POST", `/api/admin/members/${member.member.userId}/charges`, { kind: "tier_fee", date: day(0) }],
        ["GET", `/api/admin/members/${member.member.userId}/ledger`, undefined],
        ["GET", "/api/admin/renewals", undefined],
        ["GET", "/api/admin/renewals.csv", undefined],
      ] as const)
        expect((await call(who, method, url, body)).statusCode, `${method} ${url}`).toBe(expected);
    }
    expect(await databaseSnapshot(server)).toEqual(before);
    // Her own ledger is hers alone: the other member's is empty, and no path names another's.
    const theirs = (await call(other, "GET", "/api/me/ledger")).json();
    expect(theirs).toMatchObject({ user_id: other.member.userId, entries: [], balance: 0 });
    expect((await call(other, "GET", `/api/me/ledger?userId=${member.member.userId}`)).json().entries).toEqual([]);
    expect((await call(anonymous, "GET", "/api/me/ledger")).statusCode).toBe(401);
    expect((await call(admin, "GET", `/api/admin/members/${member.member.userId}/ledger`)).json().paid).toBe(5000);
    // Admins read her membership (the form that sets it starts from it); members do not read another's.
    const url = `/api/admin/members/${member.member.userId}/membership`;
    expect((await call(admin, "GET", url)).json()).toMatchObject({
      user_id: member.member.userId,
      dues: { paid: 5000 },
    });
    expect((await call(other, "GET", url)).statusCode).toBe(403);
    expect((await call(anonymous, "GET", url)).statusCode).toBe(401);
    expect((await call(admin, "GET", "/api/admin/members/999999/membership")).statusCode).toBe(404);
  });

  it("a lapsed member still reads her ledger and membership, with what she owes", async () => {
    const member = await newMember();
    await call(admin, "PUT", `/api/admin/members/${member.member.userId}/membership`, {
      tier: "Flying",
      term_start: day(-420),
      term_end: day(-40),
    });
    await setFee("Flying", 30000);
    expect(
      (
        await call(admin, "POST", `/api/admin/members/${member.member.userId}/charges`, {
          kind: "tier_fee",
          date: day(0),
        })
      ).statusCode,
    ).toBe(200);
    const ledger = await call(member, "GET", "/api/me/ledger");
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json()).toMatchObject({ charged: 30000, paid: 0, balance: 30000 });
    expect((await call(member, "GET", "/api/me/membership")).json()).toMatchObject({
      state: "lapsed",
      dues: { owes: 30000 },
    });
  });
});

describe("charges", () => {
  it("charge her tier's fee and its exhibiting fee (audited); refused without a tier or a fee", async () => {
    const member = await newMember();
    const url = `/api/admin/members/${member.member.userId}/charges`;
    const before = await databaseSnapshot(server);
    expect((await call(admin, "POST", url, { kind: "tier_fee", date: day(0) })).statusCode).toBe(400);
    expect((await call(admin, "POST", url, { kind: "gift", date: day(0) })).statusCode).toBe(400);
    expect((await call(admin, "POST", url, { kind: "tier_fee", date: day(0), amount: -5 })).statusCode).toBe(400);
    expect(await databaseSnapshot(server)).toEqual(before);

    await call(admin, "PUT", `/api/admin/members/${member.member.userId}/membership`, { tier: "Executive" });
    await setFee("Executive", 0);
    expect((await call(admin, "POST", url, { kind: "tier_fee", date: day(0) })).json().message).toMatch(/not set/);
    // Exhibiting is free for Executive members (decision 44).
    expect((await call(admin, "POST", url, { kind: "exhibiting_fee", date: day(0) })).json().message).toMatch(/free/);

    await setFee("Executive", 250000);
    const charged = await call(admin, "POST", url, { kind: "tier_fee", date: day(0) });
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({ charged: 250000, balance: 250000 });
    expect(charged.json().entries[0]).toMatchObject({
      kind: "charge",
      description: "Executive Member fee (a year)",
      receipt: null,
    });
    await call(admin, "POST", `/api/admin/members/${member.member.userId}/payments`, payment({ amount: 200000 }));
    expect((await call(member, "GET", "/api/me/membership")).json().dues).toEqual({
      paid: 200000,
      charged: 250000,
      owes: 50000,
    });
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "=", `user:${member.member.userId}`)
      .where("action", "like", "dues.%")
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["dues.charge", "dues.payment"]);

    const flying = await newMember();
    await call(admin, "PUT", `/api/admin/members/${flying.member.userId}/membership`, { tier: "Flying" });
    await setFee("Flying", 30000, 4500);
    const exhibit = await call(admin, "POST", `/api/admin/members/${flying.member.userId}/charges`, {
      kind: "exhibiting_fee",
      date: day(0),
    });
    expect(exhibit.json()).toMatchObject({ charged: 4500 });
    expect(exhibit.json().entries[0].description).toBe("Exhibiting fee (Flying Member)");
  });
});

describe("renewals", () => {
  it("list terms ending this month, due, in grace and lapsed with balances; the CSV is formula-safe", async () => {
    const due = await createMember(server, { type: "Standard", name: "=HYPERLINK(evil)" });
    const lapsed = await newMember();
    const active = await newMember();
    await call(admin, "PUT", `/api/admin/members/${due.userId}/membership`, {
      tier: "Flying",
      term_start: day(-350),
      term_end: day(15),
    });
    await call(admin, "PUT", `/api/admin/members/${lapsed.member.userId}/membership`, {
      tier: "Flying",
      term_start: day(-420),
      term_end: day(-40),
    });
    await call(admin, "POST", `/api/admin/members/${lapsed.member.userId}/charges`, {
      kind: "tier_fee",
      date: day(0),
      amount: 9900,
    });
    const answer = await call(admin, "GET", "/api/admin/renewals");
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().renewals as Array<{ user_id: number; state: string; balance: number }>;
    expect(rows.find((r) => r.user_id === due.userId)).toMatchObject({ state: "due", balance: 0 });
    expect(rows.find((r) => r.user_id === lapsed.member.userId)).toMatchObject({ state: "lapsed", balance: 9900 });
    expect(rows.some((r) => r.user_id === active.member.userId)).toBe(false);

    const csv = await call(admin, "GET", "/api/admin/renewals.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(/attachment; filename="renewals-\d{4}-\d{2}\.csv"/);
    expect(csv.body.split("\r\n")[0]).toBe('"Name","Email","Tier","Term ends","State","Balance"');
    expect(csv.body).toContain(`"'=HYPERLINK(evil)"`);
    expect(csv.body).not.toMatch(/(^|,)"=/m);
    expect(csv.body).toContain(`"${lapsed.member.email}","Flying","${day(-40)}","lapsed","99.00"`);
  });

  it("csvCell quotes and defuses formulas", () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
  });
});

describe("reminders", () => {
  it("go 30 and 7 days before a term ends and when it lapses, once each, however many instances sweep", async () => {
    const member = await newMember();
    const end = Date.parse(`${day(60)}T00:00:00Z`);
    await call(admin, "PUT", `/api/admin/members/${member.member.userId}/membership`, {
      tier: "Flying",
      term_start: day(-300),
      term_end: day(60),
    });
    const enqueue = (await import("../outbox/index.ts")).createOutbox(server.database, server.config);
    const instance = (at: number) =>
      duesService({
        db: server.database.db,
        currency: async () => "USD",
        mail: enqueue,
        clubName: async () => "Salon",
        now: () => at,
      });
    const reminders = async () =>
      (await outboxFor(member.member.email)).filter((m) => m.kind === "dues-reminder").map((m) => m.subject);
    const sweep = async (at: number) => {
      await Promise.all([instance(at).sendReminders(at), instance(at).sendReminders(at)]);
    };
    await sweep(end - 40 * DAY);
    expect(await reminders()).toEqual([]);
    await sweep(end - 30 * DAY);
    await sweep(end - 29 * DAY);
    expect(await reminders()).toEqual(["Your membership renews in 30 days"]);
    await sweep(end - 7 * DAY);
    await sweep(end - 2 * DAY);
    await sweep(end + 10 * DAY);
    expect(await reminders()).toHaveLength(2);
    await sweep(end + 30 * DAY);
    await sweep(end + 31 * DAY);
    expect(await reminders()).toEqual([
      "Your membership renews in 30 days",
      "Your membership renews in 7 days",
      "Your membership of Salon has lapsed",
    ]);
  });
});

describe("an admin and her second factor", () => {
  it("without it she is refused the dues calls; with it she records a payment", async () => {
    const strict = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
    try {
      const a = await createMember(strict, { admin: true, type: "Founding" });
      const m = await createMember(strict, { type: "Standard" });
      const cookie = await login(strict.app, a.email);
      const inject = (method: "GET" | "POST", url: string, payload?: object) =>
        strict.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      for (const [method, url, payload] of [
        ["POST", `/api/admin/members/${m.userId}/payments`, payment()],
        ["POST", `/api/admin/members/${m.userId}/charges`, { kind: "tier_fee", date: day(0) }],
        ["GET", `/api/admin/members/${m.userId}/ledger`, undefined],
        ["GET", "/api/admin/renewals", undefined],
        ["GET", "/api/admin/renewals.csv", undefined],
      ] as const) {
        const answer = await inject(method, url, payload);
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json().code).toBe("second_factor_required");
      }
      expect(await strict.database.db.selectFrom("dues_entries").selectAll().execute()).toEqual([]);

      const setup = await inject("POST", "/api/me/2fa/totp");
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret } = setup.json<{ secret: string }>();
      expect((await inject("POST", "/api/me/2fa/totp/confirm", { code: totpCode(secret) })).statusCode).toBe(200);
      const recorded = await inject("POST", `/api/admin/members/${m.userId}/payments`, payment());
      expect(recorded.statusCode, recorded.body).toBe(200);
      expect((await inject("GET", "/api/admin/renewals")).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
