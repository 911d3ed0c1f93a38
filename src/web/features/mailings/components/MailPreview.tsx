import { useEffect, useRef } from "react";
import { MAIL_PREVIEW_FRAME, type MailPreviewAnswer, type MailPreviewRequest } from "../../../../shared/mailings.ts";
import { MAILING_PATHS } from "../../../../shared/paths/mailings.ts";
import { MAILINGS_COPY } from "../../../content/mailings.ts";
import { MAILING_TEXTS } from "../../../../shared/texts/mailings.ts";
import { LeftOutList } from "./LeftOutList.tsx";

/** Where the draft is posted: the server answers the whole email with a policy of its own (inline styles allowed). */
export const PREVIEW_DOCUMENT_URL = MAILING_PATHS.previewDocument;

interface MailPreviewProps {
  /** The (debounced) draft: each change is posted into the frame. */
  draft: MailPreviewRequest;
  /** The JSON preview's answer, for the recipient count. */
  preview: MailPreviewAnswer | undefined;
  /**
   * The server has answered the JSON preview of this very draft. Only then is the draft posted into the frame: a
   * refusal (403, 400) would load an error answer there, whose `frame-ancestors 'none'` the browser reports as a
   * CSP violation, and would show the member a line of JSON.
   */
  accepted: boolean;
  /** True while the preview is catching up with the latest typing. */
  updating: boolean;
  failed: boolean;
}

const COPY = MAILINGS_COPY.preview;

/**
 * The email as the server will send it. The draft is posted as a hidden form into a frame with every sandbox
 * restriction (no script, no forms, no same-origin access); the server answers the email exactly as it will be
 * sent, under its own CSP, so its inline styles show (a `srcdoc` frame would inherit this page's CSP and lose them).
 */
export function MailPreview({ draft, preview, accepted, updating, failed }: MailPreviewProps) {
  const form = useRef<HTMLFormElement>(null);
  const hasBody = draft.body.trim() !== "";
  const ids = draft.selectedMemberIds?.join(",") ?? "";

  useEffect(() => {
    if (hasBody && accepted) form.current?.submit();
  }, [hasBody, accepted, draft.subject, draft.body, draft.recipientGroup, draft.eventId, ids]);

  return (
    <section className="mail-preview" aria-labelledby="mail-preview-title" aria-busy={updating}>
      <header className="mail-preview__header">
        <h2 id="mail-preview-title" className="mail-preview__title">
          {COPY.heading}
        </h2>
        <p className="mail-preview__reach" aria-live="polite">
          {failed ? COPY.failed : preview ? COPY.goesTo(preview.recipients) : COPY.preparing}
        </p>
        {!failed && preview && <LeftOutList leftOut={preview.leftOut} id="mail-preview-left-out" />}
        {!failed && preview?.needsApproval && (
          <p className="mail-preview__approval" role="note">
            {MAILING_TEXTS.needsApproval(preview.recipients)}
          </p>
        )}
      </header>
      <form
        ref={form}
        method="post"
        action={PREVIEW_DOCUMENT_URL}
        target={MAIL_PREVIEW_FRAME}
        hidden
        aria-hidden="true"
      >
        <input type="hidden" name="subject" value={draft.subject} />
        <input type="hidden" name="body" value={draft.body} />
        <input type="hidden" name="recipientGroup" value={draft.recipientGroup} />
        {draft.eventId !== undefined && <input type="hidden" name="eventId" value={draft.eventId} />}
        {draft.selectedMemberIds !== undefined && <input type="hidden" name="selectedMemberIds" value={ids} />}
      </form>
      {/* A blank draft shows an empty frame: a new one, so the last email does not linger. */}
      <iframe
        key={hasBody ? "email" : "blank"}
        className="mail-preview__frame"
        title={COPY.frameTitle}
        name={MAIL_PREVIEW_FRAME}
        sandbox=""
      />
    </section>
  );
}
