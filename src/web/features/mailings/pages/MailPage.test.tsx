import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { admin, authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { MailPage } from "./MailPage.tsx";

type Body = Record<string, unknown>;
const MEMBERS = [
  { user_id: 3, name: "Ada Lovelace", email: "ada@salon.test", type: "Founding", receivesAnnouncements: true },
  { user_id: 4, name: "Mary Somerville", email: "mary@salon.test", type: "Standard", receivesAnnouncements: false },
];
const EVENT = {
  id: "ev-1",
  slug: "tea",
  title: "Tea in the garden",
  description: "",
  note: null,
  color: "#d3d3d3",
  type: "tea-party",
  type_label: "Tea Party",
  exclusivity: "open",
  confidential: false,
  inside_visible: true,
  event_date: "2031-05-04",
  end_date: "2031-05-04",
  start_time: "16:00",
  end_time: "18:00",
  timezone: "Etc/UTC",
  starts_at: "2031-05-04T16:00:00.000Z",
  ends_at: "2031-05-04T18:00:00.000Z",
  is_physical: true,
  location: null,
  zip_code: null,
  city: null,
  state: null,
  country: null,
  virtual_link: null,
  image_url: null,
  bannerImage: null,
  banner_image_id: null,
  cover: null,
  participants: [
    { user_id: 3, name: "Ada Lovelace", guests: [] },
    { user_id: 8, name: "Emmy Noether", guests: [] },
  ],
  capacity: null,
  reserved_seats: {},
  reserved_until: null,
  rsvp_deadline: null,
  rsvp_deadline_at: null,
  guests_max: 0,
  reminder_minutes: 1440,
  waitlist_count: 0,
  cancelled_at: null,
  cancel_reason: null,
  series_id: null,
  created_by: { user_id: 7, name: "Ada Lovelace" },
  created_at: "2031-01-01T00:00:00.000Z",
  updated_at: "2031-01-01T00:00:00.000Z",
  is_participant: true,
  can_edit: true,
  can_join: false,
  seats_left: null,
  reserved_seats_left: {},
  waitlist_position: null,
  replies_closed: false,
};

const json = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Body;

/** A server that previews (counting "selected" ids, 25 otherwise) and records sends. */
function server(
  user: typeof admin | typeof member,
  send: (body: Body) => { status?: number; body: unknown } = () => ({
    body: { message: "Email sent successfully.", mailingId: 1, recipients: 25, state: "queued", sendAt: null },
  }),
) {
  const sent: Body[] = [];
  const calls = stubServer(authStatus(user), (url, init) => {
    if (url === "/api/admin/mail-preview") {
      const body = json(init);
      const recipients =
        body.recipientGroup === "selected"
          ? (body.selectedMemberIds as number[]).length
          : body.recipientGroup === "testing"
            ? 1
            : 25;
      return {
        body: {
          html: `<h1>${String(body.subject)}</h1>${String(body.body)}`,
          text: "",
          recipients,
          leftOut: { total: 0, byReason: { deactivated: 0, lapsed: 0, unsubscribed: 0 }, members: [] },
          needsApproval: recipients > 10,
          approvalThreshold: 10,
          cancelWindowMinutes: 2,
        },
      };
    }
    if (url.startsWith("/api/admin/get-members"))
      return {
        body: MEMBERS.filter((m) =>
          m.name.toLowerCase().includes(new URL(url, "http://x").searchParams.get("q") ?? ""),
        ),
      };
    if (url === "/api/events/ev-1") return { body: EVENT };
    // The mailings waiting to leave (none here).
    if (url.startsWith("/api/admin/mailings?")) return { body: [] };
    if (url === "/api/admin/send-email") {
      sent.push(json(init));
      return send(json(init));
    }
    return undefined;
  });
  return { sent, calls };
}

let submitted: Array<Record<string, string>> = [];
beforeEach(() => {
  localStorage.clear();
  submitted = [];
  // jsdom does not navigate: record what the preview form posts into its frame instead.
  vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
    submitted.push(Object.fromEntries(new FormData(this).entries()) as Record<string, string>);
  });
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

async function write(user: ReturnType<typeof userEvent.setup>, subject: string, body: string) {
  await user.type(screen.getByLabelText("Subject"), subject);
  await user.click(screen.getByRole("button", { name: "HTML" }));
  await user.type(screen.getByLabelText("Message (HTML)"), body);
}

describe("the mail composer's rich-text editor", () => {
  it("opens in the editor: a labelled textbox and a toolbar of real buttons that say whether they are on", async () => {
    server(admin);
    const user = userEvent.setup();
    renderAt("/mail", <MailPage />);
    expect(screen.getByRole("button", { name: "Editor" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "HTML" })).toHaveAttribute("aria-pressed", "false");
    // The editor is a chunk of its own: its first load (and transform) takes a moment.
    const toolbar = await screen.findByRole("group", { name: "Formatting" }, { timeout: 15_000 });
    const tools = within(toolbar).getAllByRole("button");
    expect(tools.map((tool) => tool.textContent)).toEqual([
      "Heading",
      "Subheading",
      "Bold",
      "Italic",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Link",
      "Image",
    ]);
    for (const tool of tools) expect(tool).toHaveAttribute("aria-pressed", "false");
    const textbox = screen.getByRole("textbox", { name: "Message" });
    expect(textbox).toHaveAttribute("contenteditable", "true");
    expect(textbox).toHaveAccessibleDescription(/What the toolbar writes is what members receive/);

    // Bold is on where the cursor is once pressed, and the HTML view shows what the editor wrote.
    textbox.focus();
    await user.click(within(toolbar).getByRole("button", { name: "Bold" }));
    expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(toolbar).getByRole("button", { name: "Bold" }));
    expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");
  });

  it("turns the HTML the editor cannot show into its own, and keeps the HTML view's text as written until edited there", async () => {
    server(admin);
    localStorage.setItem(
      "salon.mail-draft",
      JSON.stringify({
        subject: "Hello",
        body: "<h2>Spring</h2><p><strong>Join</strong> us</p>",
        recipientGroup: "all",
        selectedMemberIds: [],
      }),
    );
    const user = userEvent.setup();
    renderAt("/mail", <MailPage />);
    const textbox = await screen.findByRole("textbox", { name: "Message" });
    await vi.waitFor(() => expect(textbox.querySelector("h2")).toHaveTextContent("Spring"));
    expect(textbox.querySelector("strong")).toHaveTextContent("Join");
    await user.click(screen.getByRole("button", { name: "HTML" }));
    expect(screen.getByLabelText("Message (HTML)")).toHaveValue("<h2>Spring</h2><p><strong>Join</strong> us</p>");
    expect(localStorage.getItem("salon.mail-view")).toBe("html");
  });
});

describe("the mail composer", () => {
  it('refuses a blank subject or body with "Subject and body are required."', async () => {
    const { sent } = server(admin);
    const user = userEvent.setup();
    renderAt("/mail", <MailPage />);
    await user.type(screen.getByLabelText("Subject"), "   ");
    await user.click(screen.getByRole("button", { name: "Review and send" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Subject and body are required.");
    expect(sent).toEqual([]);
  });

  it("shows the server's preview in a sandboxed frame, confirms with the recipient count, sends once and forgets the draft", async () => {
    const { sent } = server(admin);
    const user = userEvent.setup();
    renderAt("/mail", <MailPage />);
    await write(user, "Spring gathering", "<p>Join us</p>");
    const frame = screen.getByTitle("Email preview");
    expect(frame).toHaveAttribute("sandbox", "");
    expect(await screen.findByText("Goes to 25 members")).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(submitted.at(-1)).toEqual({ subject: "Spring gathering", body: "<p>Join us</p>", recipientGroup: "all" }),
    );
    expect(frame).not.toHaveAttribute("srcdoc");

    await user.click(screen.getByRole("button", { name: "Review and send" }));
    const dialog = await screen.findByRole("dialog", { name: "Send this email?" });
    expect(dialog).toHaveTextContent("It goes to 25 members (All members)");
    await user.click(within(dialog).getByRole("button", { name: "Send to 25 members" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Email sent successfully.");
    expect(sent).toEqual([
      { subject: "Spring gathering", body: "<p>Join us</p>", recipientGroup: "all", requestId: expect.any(String) },
    ]);
    expect(screen.getByLabelText("Subject")).toHaveValue("");
    expect(localStorage.getItem("salon.mail-draft")).toBeNull();
  });

  it("says before sending that a mailing above the club's threshold needs a second admin, then what the server answered", async () => {
    const awaiting = "This mailing goes to 25 members, so it waits for a second admin's approval before it is sent.";
    server(admin, () => ({
      body: { message: awaiting, mailingId: 2, recipients: 25, state: "awaiting_approval", sendAt: null },
    }));
    const user = userEvent.setup();
    renderAt("/mail", <MailPage />);
    await write(user, "Autumn salon", "<p>Save the date</p>");
    const note = "This mailing goes to 25 members and needs a second admin's approval.";
    expect(await screen.findByRole("note")).toHaveTextContent(note);
    await user.click(screen.getByRole("button", { name: "Review and send" }));
    const dialog = await screen.findByRole("dialog", { name: "Send this email?" });
    expect(dialog).toHaveTextContent(note);
    await user.click(within(dialog).getByRole("button", { name: "Send to 25 members" }));
    expect(await screen.findByRole("status")).toHaveTextContent(awaiting);
  });

  it("says nothing of approval for a mailing within the threshold", async () => {
    server(admin);
    const user = userEvent.setup();
    renderAt("/mail", <MailPage />);
    await user.selectOptions(screen.getByLabelText("Recipients"), "testing");
    await write(user, "Just me", "<p>Test</p>");
    expect(await screen.findByText("Goes to 1 member")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("keeps the draft across a reload", async () => {
    server(admin);
    const user = userEvent.setup();
    const first = renderAt("/mail", <MailPage />);
    await write(user, "Autumn salon", "<p>Save the date</p>");
    first.unmount();
    renderAt("/mail", <MailPage />);
    expect(screen.getByLabelText("Subject")).toHaveValue("Autumn salon");
    expect(screen.getByLabelText("Message (HTML)")).toHaveValue("<p>Save the date</p>");
  });

  it("picks selected members from a searchable list and sends their ids", async () => {
    const { sent } = server(admin);
    const user = userEvent.setup();
    renderAt("/mail", <MailPage />);
    await user.selectOptions(screen.getByLabelText("Recipients"), "selected");
    expect(await screen.findByText("mary@salon.test")).toBeInTheDocument();
    expect(screen.getByText("Announcements off")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search by name or email"), "ada");
    await vi.waitFor(() => expect(screen.queryByText("Mary Somerville")).not.toBeInTheDocument());
    // The list reloads for the search: wait for Ada's row rather than for Mary's to go (it goes while loading too).
    await user.click(await screen.findByRole("checkbox", { name: /Ada Lovelace/ }));
    expect(screen.getByText("1 member selected")).toBeInTheDocument();
    await write(user, "Just for you", "<p>Hello</p>");
    await user.click(screen.getByRole("button", { name: "Review and send" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send to 1 member" }));
    await screen.findByRole("status");
    expect(sent[0]).toMatchObject({ recipientGroup: "selected", selectedMemberIds: [3] });
  });

  it("shows the server's message when the send is refused and keeps the draft", async () => {
    server(admin, () => ({
      status: 400,
      body: { error: "No member of this group receives club announcements.", message: "x", code: "bad_request" },
    }));
    const user = userEvent.setup();
    renderAt("/mail", <MailPage />);
    await write(user, "Hello", "<p>Hi</p>");
    await user.click(screen.getByRole("button", { name: "Review and send" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: /Send to/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No member of this group receives club announcements.");
    expect(localStorage.getItem("salon.mail-draft")).not.toBeNull();
  });

  it("announces an event: its title as subject, its participants selected, sent with the eventId", async () => {
    const { sent } = server(member);
    const user = userEvent.setup();
    renderAt("/mail?eventId=ev-1", <MailPage />);
    expect(await screen.findByRole("heading", { name: "Tea in the garden", level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveValue("Tea in the garden");
    expect(screen.getByText("2 members selected")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /Emmy Noether/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Review and send" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send to 2 members" }));
    await screen.findByRole("status");
    expect(sent[0]).toMatchObject({
      subject: "Tea in the garden",
      recipientGroup: "selected",
      selectedMemberIds: [3, 8],
      eventId: "ev-1",
    });
  });

  it("shows a member who may not announce this event the page's own message, and never loads the preview frame", async () => {
    // Her own draft of it, kept from an earlier visit, would otherwise be posted into the frame at once.
    localStorage.setItem(
      "salon.mail-draft.event.ev-1",
      JSON.stringify({ subject: "Hello", body: "<p>Hi</p>", recipientGroup: "all", selectedMemberIds: [] }),
    );
    const calls = stubServer(authStatus(member), (url) =>
      url === "/api/events/ev-1"
        ? { body: { ...EVENT, created_by: { user_id: 99, name: "Someone Else" }, can_edit: false } }
        : url.startsWith("/api/admin/")
          ? { status: 403, body: { error: "No.", message: "No.", code: "forbidden" } }
          : undefined,
    );
    renderAt("/mail?eventId=ev-1", <MailPage />);
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("You do not have the necessary permission to view this content")).toBeInTheDocument();
    expect(screen.getByText("Only the event's creator or an admin can announce it.")).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByTitle("Email preview")).not.toBeInTheDocument();
    expect(submitted).toEqual([]);
    expect(calls.filter((call) => call.url.startsWith("/api/admin/"))).toEqual([]);
  });

  it("posts a draft into the preview frame only once the server has agreed to preview it", async () => {
    localStorage.setItem(
      "salon.mail-draft.event.ev-1",
      JSON.stringify({ subject: "Hello", body: "<p>Hi</p>", recipientGroup: "all", selectedMemberIds: [] }),
    );
    stubServer(authStatus(member), (url) =>
      url === "/api/events/ev-1"
        ? { body: EVENT }
        : url === "/api/admin/mail-preview"
          ? { status: 403, body: { error: "No.", message: "No.", code: "forbidden" } }
          : undefined,
    );
    renderAt("/mail?eventId=ev-1", <MailPage />);
    expect(
      await screen.findByText("You do not have the necessary permission to view this content", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it("says Access Denied when the server refuses the announcement", async () => {
    stubServer(authStatus(member), (url) =>
      url === "/api/events/ev-1"
        ? { body: EVENT }
        : url === "/api/admin/mail-preview"
          ? { status: 403, body: { error: "No.", message: "No.", code: "forbidden" } }
          : undefined,
    );
    renderAt("/mail?eventId=ev-1", <MailPage />);
    await act(async () => {});
    expect(
      await screen.findByText("You do not have the necessary permission to view this content", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
