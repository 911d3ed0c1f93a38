import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAIL_PREVIEW_FRAME } from "../../../../shared/mailings.ts";
import { MailPreview, PREVIEW_DOCUMENT_URL } from "./MailPreview.tsx";

type Post = { action: string; method: string; target: string; fields: Array<[string, string]> };
let posts: Post[] = [];

beforeEach(() => {
  posts = [];
  // jsdom does not navigate: record each post of the hidden form instead.
  vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
    posts.push({
      action: new URL(this.action).pathname,
      method: this.method,
      target: this.target,
      fields: [...new FormData(this).entries()].map(([key, value]) => [key, String(value)]),
    });
  });
});
afterEach(() => vi.restoreAllMocks());

const draft = {
  subject: "Spring gathering",
  body: '<p style="color:#a00">Join us</p>',
  recipientGroup: "all" as const,
};

const NOBODY_LEFT_OUT = { total: 0, byReason: { deactivated: 0, lapsed: 0, unsubscribed: 0 }, members: [] };
const answer = (leftOut: typeof NOBODY_LEFT_OUT | Record<string, unknown>) => ({
  html: "",
  text: "",
  recipients: 40,
  leftOut: leftOut as typeof NOBODY_LEFT_OUT,
  needsApproval: true,
  approvalThreshold: 25,
  cancelWindowMinutes: 2,
});

describe("the left-out list beside the preview", () => {
  it("names a short list with each one's reason, and counts a long one by reason", () => {
    const view = render(
      <MailPreview
        draft={draft}
        preview={answer({
          total: 2,
          byReason: { deactivated: 1, lapsed: 0, unsubscribed: 1 },
          members: [
            { user_id: 4, name: "Bea Stone", reason: "unsubscribed" },
            { user_id: 5, name: "Cleo Marsh", reason: "deactivated" },
          ],
        })}
        accepted={false}
        updating={false}
        failed={false}
      />,
    );
    expect(screen.getByText("Goes to 40 members")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Left out" })).toBeInTheDocument();
    expect(screen.getByText("2 members of this group get no copy:")).toBeInTheDocument();
    expect(screen.getByText("Bea Stone — announcements turned off")).toBeInTheDocument();
    expect(screen.getByText("Cleo Marsh — deactivated")).toBeInTheDocument();
    view.rerender(
      <MailPreview
        draft={draft}
        preview={answer({ total: 14, byReason: { deactivated: 0, lapsed: 2, unsubscribed: 12 }, members: [] })}
        accepted={false}
        updating={false}
        failed={false}
      />,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "2 members: membership lapsed",
      "12 members: announcements turned off",
    ]);
    view.rerender(
      <MailPreview draft={draft} preview={answer(NOBODY_LEFT_OUT)} accepted={false} updating={false} failed={false} />,
    );
    expect(screen.getByText("No one in this group is left out.")).toBeInTheDocument();
  });
});

describe("the mail preview", () => {
  it("posts the draft as a form into a sandboxed frame named as the form's target, and shows the recipient count", () => {
    render(
      <MailPreview
        draft={draft}
        preview={{
          html: "",
          text: "",
          recipients: 25,
          leftOut: NOBODY_LEFT_OUT,
          needsApproval: false,
          approvalThreshold: 25,
          cancelWindowMinutes: 2,
        }}
        accepted
        updating={false}
        failed={false}
      />,
    );
    const frame = screen.getByTitle("Email preview");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame).toHaveAttribute("name", MAIL_PREVIEW_FRAME);
    expect(frame).not.toHaveAttribute("srcdoc");
    expect(frame).not.toHaveAttribute("src");
    expect(posts).toEqual([
      {
        action: PREVIEW_DOCUMENT_URL,
        method: "post",
        target: MAIL_PREVIEW_FRAME,
        fields: [
          ["subject", "Spring gathering"],
          ["body", '<p style="color:#a00">Join us</p>'],
          ["recipientGroup", "all"],
        ],
      },
    ]);
    expect(screen.getByText("Goes to 25 members")).toBeInTheDocument();
  });

  it("posts again on each change (selected members as a comma list, the event), and not at all for a blank body", () => {
    const view = render(<MailPreview draft={draft} preview={undefined} accepted updating failed={false} />);
    view.rerender(<MailPreview draft={draft} preview={undefined} accepted updating failed={false} />);
    expect(posts).toHaveLength(1);
    view.rerender(
      <MailPreview
        draft={{ ...draft, recipientGroup: "selected", selectedMemberIds: [3, 8], eventId: "ev-1" }}
        preview={undefined}
        accepted
        updating
        failed={false}
      />,
    );
    expect(posts).toHaveLength(2);
    expect(posts[1]!.fields).toEqual([
      ["subject", "Spring gathering"],
      ["body", '<p style="color:#a00">Join us</p>'],
      ["recipientGroup", "selected"],
      ["eventId", "ev-1"],
      ["selectedMemberIds", "3,8"],
    ]);
    const frame = screen.getByTitle("Email preview");
    view.rerender(
      <MailPreview draft={{ ...draft, body: "  " }} preview={undefined} accepted updating failed={false} />,
    );
    expect(posts).toHaveLength(2);
    expect(screen.getByTitle("Email preview")).not.toBe(frame);
    expect(screen.getByText("Preparing…")).toBeInTheDocument();
  });

  it("posts nothing until the server has answered the preview of this draft, and never after a refusal", () => {
    const view = render(<MailPreview draft={draft} preview={undefined} accepted={false} updating failed={false} />);
    view.rerender(<MailPreview draft={draft} preview={undefined} accepted={false} updating={false} failed />);
    expect(posts).toEqual([]);
    expect(screen.getByText("The preview could not be updated.")).toBeInTheDocument();
    view.rerender(
      <MailPreview
        draft={draft}
        preview={{
          html: "",
          text: "",
          recipients: 3,
          leftOut: NOBODY_LEFT_OUT,
          needsApproval: false,
          approvalThreshold: 25,
          cancelWindowMinutes: 2,
        }}
        accepted
        updating={false}
        failed={false}
      />,
    );
    expect(posts).toHaveLength(1);
  });
});
