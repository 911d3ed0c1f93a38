import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, authStatus, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { MailLogPage } from "./MailLogPage.tsx";

const QUEUED = {
  state: "queued",
  scheduledFor: null,
  sendAt: "2031-04-01T10:00:00.000Z",
  approvedBy: null,
  approvedAt: null,
  cancelledBy: null,
  cancelledAt: null,
  withdrawn: null,
};

const mailing = (
  delivery: { pending: number; sent: number; failed: number; dropped?: number },
  control: Record<string, unknown> = {},
) => ({
  id: 12,
  subject: "Spring gathering",
  recipientGroup: "all",
  eventId: null,
  sender: { user_id: 1, name: "Grace Hopper" },
  created_at: "2031-04-01T10:00:00.000Z",
  recipients: 3,
  delivery: { dropped: 0, ...delivery },
  control: { ...QUEUED, ...control },
});

describe("the mail log", () => {
  it("shows a mailing's failures with their reasons, and queues them again with Retry failed", async () => {
    let retried = false;
    const calls = stubServer(authStatus(admin), (url, init) => {
      if (url.startsWith("/api/admin/mailings?"))
        return { body: [mailing(retried ? { pending: 1, sent: 2, failed: 0 } : { pending: 0, sent: 2, failed: 1 })] };
      if (url === "/api/admin/mailings/12/failures") {
        return {
          body: retried
            ? []
            : [
                {
                  user_id: 5,
                  name: "Mary Somerville",
                  email: "mary@salon.test",
                  attempts: 1,
                  error: "550 No such mailbox",
                },
              ],
        };
      }
      if (url === "/api/admin/mailings/12/retry" && init?.method === "POST") {
        retried = true;
        return { body: { message: "1 failed copy queued again.", retried: 1 } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAt("/admin/mail-log", <MailLogPage />);

    const failures = await screen.findByRole("region", { name: "Not delivered (1)" });
    expect(await within(failures).findByText("Mary Somerville <mary@salon.test>")).toBeInTheDocument();
    expect(within(failures).getByText("550 No such mailbox (1 attempt)")).toBeInTheDocument();
    expect(screen.getByText("Done, with failures: 2 sent, 0 queued, 1 failed")).toBeInTheDocument();

    await user.click(within(failures).getByRole("button", { name: "Retry failed" }));
    expect(await screen.findByRole("status")).toHaveTextContent("1 copy queued again.");
    expect(await screen.findByText("Sending: 2 sent, 1 queued, 0 failed")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /Not delivered/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === "/api/admin/mailings/12/retry")).toHaveLength(1);
  });

  it("asks for no failures when a mailing has none", async () => {
    const calls = stubServer(authStatus(admin), (url) =>
      url.startsWith("/api/admin/mailings?") ? { body: [mailing({ pending: 0, sent: 3, failed: 0 })] } : undefined,
    );
    renderAt("/admin/mail-log", <MailLogPage />);
    expect(await screen.findByText("Delivered: 3 sent, 0 queued, 0 failed")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry failed" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes("/failures"))).toBe(false);
  });

  it("never calls a mailing written to the mail drop delivered: it names the copies no mail server took", async () => {
    stubServer(authStatus(admin), (url) =>
      url.startsWith("/api/admin/mailings?")
        ? { body: [mailing({ pending: 0, sent: 0, failed: 0, dropped: 3 })] }
        : undefined,
    );
    renderAt("/admin/mail-log", <MailLogPage />);
    expect(
      await screen.findByText(
        "Not delivered: 0 sent, 0 queued, 0 failed, 3 written to the mail drop — no mail server is set up",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Delivered/)).not.toBeInTheDocument();
  });

  it("lists the transactional email the club could not deliver, with who, what, when and the mail server's reason", async () => {
    const failed = (id: number, email: string) => ({
      id,
      kind: "password-reset",
      subject: "Reset your Salon password",
      to: { email, user_id: 5, name: "Ana Li" },
      state: "failed",
      attempts: 1,
      error: "Can't send mail - all recipients were rejected: 550 No such mailbox",
      queued_at: "2031-04-01T10:00:00.000Z",
      last_attempt_at: "2031-04-01T10:00:02.000Z",
      carries_secret: true,
    });
    const calls = stubServer(authStatus(admin), (url) => {
      if (url.startsWith("/api/admin/mailings?")) return { body: [] };
      if (url === "/api/admin/mail-log?state=failed&kinds=transactional&limit=20")
        return { body: { entries: [failed(40, "ana@bounce.test")], next: 40, mail_server: true } };
      if (url === "/api/admin/mail-log?state=failed&kinds=transactional&limit=20&before=40")
        return { body: { entries: [failed(12, "old@bounce.test")], next: null, mail_server: true } };
      if (url.startsWith("/api/admin/mail-log?")) return { body: { entries: [], next: null, mail_server: true } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt("/admin/mail-log", <MailLogPage />);

    const section = await screen.findByRole("region", { name: "Emails not delivered" });
    const [entry] = await within(section).findAllByRole("listitem");
    expect(within(entry!).getByRole("heading", { name: "Reset your Salon password" })).toBeInTheDocument();
    expect(entry).toHaveTextContent("Password reset");
    expect(entry).toHaveTextContent("Ana Li <ana@bounce.test>");
    expect(entry).toHaveTextContent("550 No such mailbox");
    expect(within(entry!).getByText(/^Apr 1, 2031/)).toHaveAttribute("dateTime", "2031-04-01T10:00:02.000Z");

    await user.click(within(section).getByRole("button", { name: "Show older" }));
    expect(await within(section).findByText(/old@bounce\.test/)).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Show older" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes("kinds=transactional"))).toHaveLength(2);
  });

  it("says nothing of undelivered email when there is none", async () => {
    stubServer(authStatus(admin), (url) =>
      url.startsWith("/api/admin/mailings?")
        ? { body: [mailing({ pending: 0, sent: 3, failed: 0 })] }
        : url.startsWith("/api/admin/mail-log")
          ? { body: { entries: [], next: null, mail_server: true } }
          : undefined,
    );
    renderAt("/admin/mail-log", <MailLogPage />);
    expect(await screen.findByText("Delivered: 3 sent, 0 queued, 0 failed")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Emails not delivered" })).not.toBeInTheDocument();
  });

  const received = {
    id: 7,
    kind: "application-received",
    subject: "We received your application",
    to: { email: "grace@club.test", user_id: null, name: null },
    state: "sent",
    attempts: 1,
    error: null,
    queued_at: "2031-04-01T10:00:00.000Z",
    last_attempt_at: "2031-04-01T10:00:01.000Z",
    carries_secret: false,
  };
  const everyEmail =
    (mailServer: boolean, message: unknown, invitation: object = received) =>
    (url: string) => {
      if (url.startsWith("/api/admin/mailings?")) return { body: [] };
      if (url.includes("kinds=transactional")) return { body: { entries: [], next: null, mail_server: mailServer } };
      if (url === "/api/admin/mail-log?limit=20")
        return { body: { entries: [invitation], next: null, mail_server: mailServer } };
      if (url === "/api/admin/mail-log?state=failed&limit=20")
        return { body: { entries: [], next: null, mail_server: mailServer } };
      if (url === "/api/admin/mail-log/7") return { body: { entry: invitation, message } };
      return undefined;
    };

  it("lists every email, and while there is no mail server opens one to read it with working links and its HTML in a sandboxed frame", async () => {
    const text =
      "Welcome, <b>Grace</b>.\n\nRead about us: https://club.test/about/tok123.\n\n<script>alert(1)</script> javascript:alert(2)";
    const dropped = { ...received, state: "dropped" };
    const calls = stubServer(authStatus(admin), everyEmail(false, { text, has_html: true }, dropped), (url) =>
      url === "/api/admin/mail-log?state=dropped&limit=20"
        ? { body: { entries: [dropped], next: null, mail_server: false } }
        : undefined,
    );
    const user = userEvent.setup();
    renderAt("/admin/mail-log", <MailLogPage />);

    const section = await screen.findByRole("region", { name: "Emails" });
    expect(await within(section).findByText(/No mail server is configured/)).toBeInTheDocument();
    const [row] = await within(section).findAllByRole("listitem");
    expect(row).toHaveTextContent("We received your application");
    expect(row).toHaveTextContent("grace@club.test");
    expect(row).toHaveTextContent("Application received");
    // Nobody received it: the log never says "Sent" of it.
    expect(row).toHaveTextContent("Written to the mail drop — no mail server is set up");
    expect(row).not.toHaveTextContent(/Sent/);

    await user.click(
      within(row!).getByRole("button", { name: "Open “We received your application” to grace@club.test" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "We received your application" });
    const link = await within(dialog).findByRole("link", { name: "https://club.test/about/tok123" });
    expect(link).toHaveAttribute("href", "https://club.test/about/tok123");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    // The text stays text: its markup is shown, never made, and only web addresses become links.
    expect(within(dialog).getAllByRole("link")).toHaveLength(1);
    expect(dialog.querySelector("script, b")).toBeNull();
    expect(dialog).toHaveTextContent("<script>alert(1)</script>");
    const frame = within(dialog).getByTitle("“We received your application” as the recipient sees it");
    expect(frame).toHaveAttribute("src", "/api/admin/mail-log/7/html");
    expect(frame).toHaveAttribute("sandbox", "");

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.selectOptions(within(section).getByLabelText("Show"), "Not delivered");
    expect(await within(section).findByText("No email here yet.")).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/admin/mail-log?state=failed&limit=20")).toBe(true);
    await user.selectOptions(
      within(section).getByLabelText("Show"),
      "Written to the mail drop — no mail server is set up",
    );
    expect(await within(section).findByText("We received your application")).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/admin/mail-log?state=dropped&limit=20")).toBe(true);
  });

  it("says the message is not shown once a mail server is configured", async () => {
    stubServer(authStatus(admin), everyEmail(true, null));
    const user = userEvent.setup();
    renderAt("/admin/mail-log", <MailLogPage />);
    const section = await screen.findByRole("region", { name: "Emails" });
    expect(within(section).queryByText(/No mail server is configured/)).not.toBeInTheDocument();
    await user.click(await within(section).findByRole("button", { name: /^Open/ }));
    const dialog = await screen.findByRole("dialog", { name: "We received your application" });
    expect(await within(dialog).findByText(/A mail server is configured/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("link")).not.toBeInTheDocument();
    expect(dialog.querySelector("iframe")).toBeNull();
  });

  it("shows no admin the words of an email that carries a secret link, and makes its recipient a new one after a step-up, shown once", async () => {
    const invitation = {
      ...received,
      kind: "registration-invitation",
      subject: "Your invitation",
      carries_secret: true,
    };
    const link = "https://club.test/register/new-token-123";
    const calls = stubServer(authStatus(admin), (url, init) => {
      if (url === "/api/admin/invitations/link" && init?.method === "POST")
        return { body: { link, message: "A new registration link for grace@club.test." } };
      return everyEmail(false, null, invitation)(url);
    });
    const user = userEvent.setup();
    renderAt("/admin/mail-log", <MailLogPage />);
    const section = await screen.findByRole("region", { name: "Emails" });
    await user.click(await within(section).findByRole("button", { name: /^Open/ }));
    const dialog = await screen.findByRole("dialog", { name: "Your invitation" });
    expect(
      await within(dialog).findByText(
        "This email carries a link only its recipient may hold, so its words are not shown here, to you or any other admin.",
      ),
    ).toBeInTheDocument();
    expect(dialog.querySelector("iframe")).toBeNull();
    expect(within(dialog).queryByText(/No mail server is configured/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Make a new registration link" }));
    expect(await within(dialog).findByLabelText("The new link")).toHaveTextContent(link);
    expect(within(dialog).getByText("A new registration link for grace@club.test.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Make a new registration link" })).not.toBeInTheDocument();
    const made = calls.filter((call) => call.url === "/api/admin/invitations/link");
    expect(made).toHaveLength(1);
    expect(JSON.parse(String(made[0]!.init?.body))).toEqual({ email: "grace@club.test" });
  });

  it("lets another admin approve a mailing awaiting approval; its author sees who must", async () => {
    let approved = false;
    const awaiting = { state: "awaiting_approval", sendAt: null };
    const calls = stubServer(authStatus(admin), (url, init) => {
      if (url.startsWith("/api/admin/mailings?"))
        return {
          body: [
            {
              ...mailing(
                { pending: 3, sent: 0, failed: 0 },
                approved ? { approvedBy: { user_id: 1, name: "Grace Hopper" } } : awaiting,
              ),
              sender: { user_id: 2, name: "Ada Lovelace" },
            },
            { ...mailing({ pending: 3, sent: 0, failed: 0 }, awaiting), id: 11, subject: "Mine" },
          ],
        };
      if (url === "/api/admin/mailings/12/approve" && init?.method === "POST") {
        approved = true;
        return {
          body: {
            message: "Approved. It leaves in 2 minutes; until then any admin can cancel it.",
            state: "queued",
            sendAt: "2031-04-01T10:02:00.000Z",
          },
        };
      }
      if (url.startsWith("/api/admin/mail-log")) return { body: { items: [], total: 0 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt("/admin/mail-log", <MailLogPage />);
    expect(await screen.findByText("Awaiting a second admin's approval (written by Ada Lovelace)")).toBeInTheDocument();
    // Her own mailing: no approve button, a word on who must.
    expect(screen.getByText("Another admin must approve it: you wrote it.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve the mailing “Mine”" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve the mailing “Spring gathering”" }));
    expect(
      await screen.findByText("Approved. It leaves in 2 minutes; until then any admin can cancel it."),
    ).toBeInTheDocument();
    expect(await screen.findByText("Approved by Grace Hopper")).toBeInTheDocument();
    expect(calls.filter((call) => call.url === "/api/admin/mailings/12/approve")).toHaveLength(1);
  });

  it("cancels a mailing in its window after asking, and shows who cancelled it", async () => {
    let cancelled = false;
    const calls = stubServer(authStatus(admin), (url, init) => {
      if (url.startsWith("/api/admin/mailings?"))
        return {
          body: [
            cancelled
              ? mailing(
                  { pending: 0, sent: 0, failed: 0 },
                  {
                    state: "cancelled",
                    cancelledBy: { user_id: 1, name: "Grace Hopper" },
                    cancelledAt: "2031-04-01T10:01:00.000Z",
                    withdrawn: 3,
                  },
                )
              : mailing({ pending: 3, sent: 0, failed: 0 }, { sendAt: "2999-01-01T00:00:00.000Z" }),
          ],
        };
      if (url === "/api/admin/mailings/12/cancel" && init?.method === "POST") {
        cancelled = true;
        return { body: { message: "Mailing cancelled: 3 copies withdrawn, 0 already sent.", withdrawn: 3, sent: 0 } };
      }
      if (url.startsWith("/api/admin/mail-log")) return { body: { items: [], total: 0 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt("/admin/mail-log", <MailLogPage />);
    expect(await screen.findByText(/^Leaves at .*; any admin can cancel it until then$/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel the mailing “Spring gathering”" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel mailing" });
    expect(calls.filter((call) => call.url === "/api/admin/mailings/12/cancel")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel mailing" }));
    expect(await screen.findByText("Mailing cancelled: 3 copies withdrawn, 0 already sent.")).toBeInTheDocument();
    expect(await screen.findByText(/^Cancelled by Grace Hopper at .*: 3 copies withdrawn$/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url === "/api/admin/mailings/12/cancel")).toHaveLength(1);
  });
});
