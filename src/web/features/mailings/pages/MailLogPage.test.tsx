import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, authStatus, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { MailLogPage } from "./MailLogPage.tsx";

const mailing = (delivery: { pending: number; sent: number; failed: number }) => ({
  id: 12,
  subject: "Spring gathering",
  recipientGroup: "all",
  eventId: null,
  sender: { user_id: 1, name: "Grace Hopper" },
  created_at: "2031-04-01T10:00:00.000Z",
  recipients: 3,
  delivery,
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
    });
    const calls = stubServer(authStatus(admin), (url) => {
      if (url.startsWith("/api/admin/mailings?")) return { body: [] };
      if (url === "/api/admin/mail-log?state=failed&limit=20")
        return { body: { entries: [failed(40, "ana@bounce.test")], next: 40 } };
      if (url === "/api/admin/mail-log?state=failed&limit=20&before=40")
        return { body: { entries: [failed(12, "old@bounce.test")], next: null } };
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
    expect(within(entry!).getByText(/^Apr 01, 2031/)).toHaveAttribute("dateTime", "2031-04-01T10:00:02.000Z");

    await user.click(within(section).getByRole("button", { name: "Show older" }));
    expect(await within(section).findByText(/old@bounce\.test/)).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Show older" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith("/api/admin/mail-log"))).toHaveLength(2);
  });

  it("says nothing of undelivered email when there is none", async () => {
    stubServer(authStatus(admin), (url) =>
      url.startsWith("/api/admin/mailings?")
        ? { body: [mailing({ pending: 0, sent: 3, failed: 0 })] }
        : url.startsWith("/api/admin/mail-log")
          ? { body: { entries: [], next: null } }
          : undefined,
    );
    renderAt("/admin/mail-log", <MailLogPage />);
    expect(await screen.findByText("Delivered: 3 sent, 0 queued, 0 failed")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Emails not delivered" })).not.toBeInTheDocument();
  });
});
