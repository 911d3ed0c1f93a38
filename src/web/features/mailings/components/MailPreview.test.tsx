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

describe("the mail preview", () => {
  it("posts the draft as a form into a sandboxed frame named as the form's target, and shows the recipient count", () => {
    render(
      <MailPreview
        draft={draft}
        preview={{
          html: "",
          text: "",
          recipients: 25,
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
