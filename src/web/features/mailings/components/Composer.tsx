import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useId, useMemo, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { Event } from "../../../../shared/events.ts";
import { recipientGroupSchema } from "../../../../shared/mailings.ts";
import { MAILING_TEXTS } from "../../../../shared/texts/mailings.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { previewKey, previewMail, useMailPreview } from "../api/preview-mail.ts";
import { useSendEmail } from "../api/send-email.ts";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { draftStorageKey, useMailDraft } from "../pages/use-mail-draft.ts";
import { AccessDenied } from "./AccessDenied.tsx";
import { ConfirmSendDialog } from "./ConfirmSendDialog.tsx";
import { MailPreview } from "./MailPreview.tsx";
import { groupOptions, initialDraft, isForbidden, payloadOf, sendErrorText } from "./mail-setup.ts";
import { MemberPicker, ParticipantPicker } from "./MemberPickers.tsx";
import { MAILINGS_COPY } from "../../../content/mailings.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { instantOfWallClock } from "../../../../shared/calendar-date.ts";

const PREVIEW_DELAY_MS = 400;

/** TipTap and ProseMirror load with the editor, on /mail alone (scripts/bundle-budgets/rules.ts). */
const RichTextEditor = lazy(() => import("./RichTextEditor.tsx"));

type MessageView = "editor" | "html";
const VIEW_KEY = "salon.mail-view";

/** Whoever prefers to write HTML keeps the HTML view on this device. */
function useMessageView() {
  const [view, setView] = useState<MessageView>(() => {
    try {
      return localStorage.getItem(VIEW_KEY) === "html" ? "html" : "editor";
    } catch {
      return "editor";
    }
  });
  const choose = (next: MessageView) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Storage blocked: the choice lasts for this visit.
    }
  };
  return [view, choose] as const;
}

const COPY = MAILINGS_COPY.composer;
const COPY_SCHEDULE = MAILINGS_COPY.schedule;

/** The message, in the rich-text editor (decision 0024) or as HTML; both write the same draft body. */
function MessageField({ body, onChange }: { body: string; onChange: (body: string) => void }) {
  const [view, setView] = useMessageView();
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="composer__message">
      <div className="composer__message-head">
        <span id={labelId} className="field__label">
          {COPY.message}
        </span>
        <div className="composer__views" role="group" aria-label={COPY.views}>
          <button
            type="button"
            className="composer__view"
            aria-pressed={view === "editor"}
            onClick={() => setView("editor")}
          >
            {COPY.editor}
          </button>
          <button
            type="button"
            className="composer__view"
            aria-pressed={view === "html"}
            onClick={() => setView("html")}
          >
            {COPY.html}
          </button>
        </div>
      </div>
      {view === "editor" ? (
        <>
          <Suspense fallback={<p className="rich-editor__loading">{COPY.loadingEditor}</p>}>
            <RichTextEditor value={body} onChange={onChange} labelId={labelId} hintId={hintId} />
          </Suspense>
          <p id={hintId} className="field__hint">
            {COPY.editorHint}
          </p>
        </>
      ) : (
        <TextareaField
          label={COPY.htmlLabel}
          hint={COPY.htmlHint}
          className="field__input field__textarea composer__body"
          value={body}
          spellCheck
          onChange={(change) => onChange(change.target.value)}
        />
      )}
    </div>
  );
}

/** The composer (docs/product/screens.md#admin-pages): a draft that survives reloads, a live preview, the recipient count and a confirmation before sending. */
export function Composer({ event }: { event: Event | null }) {
  const eventId = event?.id ?? null;
  const dates = useClubDates();
  const initial = useMemo(() => initialDraft(event, dates), [event, dates]);
  const { draft, update, clear } = useMailDraft(draftStorageKey(eventId), initial);
  const payload = useMemo(() => payloadOf(draft, eventId), [draft, eventId]);
  const debounced = useDebounced(payload, PREVIEW_DELAY_MS);
  const preview = useMailPreview(debounced);
  const send = useSendEmail();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // The server's words: sent, waiting its cancel window, or waiting for a second admin (decision 0051).
  const [sent, setSent] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{
    recipients: number;
    requestId: string;
    needsApproval: boolean;
    scheduledFor: string | undefined;
  } | null>(null);
  // "Send later": a wall clock in the club's time zone, read as an instant when the admin reviews (docs/product/dates.md).
  const [later, setLater] = useState(false);
  const [leavesAt, setLeavesAt] = useState("");
  const [leavesAtError, setLeavesAtError] = useState<string | undefined>(undefined);
  const options = groupOptions(event);
  const audience = options.find((o) => o.value === draft.recipientGroup)?.label ?? draft.recipientGroup;

  if (isForbidden(preview.error)) return <AccessDenied />;

  const review = async (submitted: FormEvent) => {
    submitted.preventDefault();
    setSent(null);
    setError(null);
    if (!draft.subject.trim() || !draft.body.trim()) return setError(MAILING_TEXTS.required);
    if (draft.recipientGroup === "selected" && draft.selectedMemberIds.length === 0)
      return setError(MAILING_TEXTS.selectedRequired);
    const scheduledFor = later ? instantOfWallClock(dates.settings.timeZone, leavesAt) : undefined;
    if (scheduledFor === null) return setLeavesAtError(COPY_SCHEDULE.invalid);
    if (scheduledFor !== undefined && Date.parse(scheduledFor) <= Date.now())
      return setLeavesAtError(MAILING_TEXTS.scheduledPast);
    setLeavesAtError(undefined);
    try {
      const current = await queryClient.fetchQuery({
        queryKey: previewKey(payload),
        queryFn: () => previewMail(payload),
      });
      setConfirm({
        recipients: current.recipients,
        requestId: crypto.randomUUID(),
        needsApproval: current.needsApproval,
        scheduledFor,
      });
    } catch (failure) {
      setError(sendErrorText(failure));
    }
  };

  const confirmSend = () => {
    if (!confirm) return;
    send.mutate(
      {
        ...payload,
        requestId: confirm.requestId,
        ...(confirm.scheduledFor ? { scheduledFor: confirm.scheduledFor } : {}),
      },
      {
        onSuccess: (answer) => {
          setConfirm(null);
          clear();
          setLater(false);
          setLeavesAt("");
          setSent(answer.message);
        },
        onError: (failure) => {
          setConfirm(null);
          setError(sendErrorText(failure));
        },
      },
    );
  };

  return (
    <div className="composer">
      <form className="form composer__form" onSubmit={review} noValidate>
        <SelectField
          label={COPY.recipients}
          value={draft.recipientGroup}
          options={options}
          onChange={(change) => update({ recipientGroup: recipientGroupSchema.parse(change.target.value) })}
        />
        {draft.recipientGroup === "selected" &&
          (event ? (
            <ParticipantPicker
              participants={event.participants}
              selected={draft.selectedMemberIds}
              onChange={(ids) => update({ selectedMemberIds: ids })}
            />
          ) : (
            <MemberPicker selected={draft.selectedMemberIds} onChange={(ids) => update({ selectedMemberIds: ids })} />
          ))}
        <Field
          label={COPY.subject}
          value={draft.subject}
          maxLength={200}
          onChange={(change) => update({ subject: change.target.value })}
        />
        <MessageField body={draft.body} onChange={(body) => update({ body })} />
        {!event && (
          <div className="composer__schedule">
            <label className="composer__later">
              <input type="checkbox" checked={later} onChange={(change) => setLater(change.target.checked)} />
              {COPY_SCHEDULE.later}
            </label>
            {later && (
              <Field
                label={COPY_SCHEDULE.at}
                type="datetime-local"
                value={leavesAt}
                hint={COPY_SCHEDULE.hint(dates.settings.timeZone)}
                error={leavesAtError}
                onChange={(change) => setLeavesAt(change.target.value)}
              />
            )}
          </div>
        )}
        {error && <Alert>{error}</Alert>}
        {sent && (
          <Alert tone="success">
            {sent} {!event && <Link to="/admin/mail-log">{COPY.followInLog}</Link>}
          </Alert>
        )}
        <div className="composer__actions">
          <Button type="submit" disabled={send.isPending}>
            {COPY.review}
          </Button>
          <span className="composer__saved">{COPY.draftsKept}</span>
        </div>
      </form>
      <MailPreview
        draft={debounced}
        preview={preview.data}
        accepted={preview.isSuccess && !preview.isPlaceholderData}
        updating={preview.isFetching}
        failed={preview.isError}
      />
      <ConfirmSendDialog
        open={confirm !== null}
        subject={draft.subject}
        audience={audience}
        recipients={confirm?.recipients ?? 0}
        needsApproval={confirm?.needsApproval ?? false}
        leaves={confirm?.scheduledFor ? dates.dateTime(confirm.scheduledFor) : undefined}
        sending={send.isPending}
        onConfirm={confirmSend}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
