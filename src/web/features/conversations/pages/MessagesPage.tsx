import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation, useParams } from "react-router";
import { MESSAGE_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from "../../../../shared/conversations.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { CONVERSATIONS_COPY as COPY } from "../../../content/conversations.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import {
  useConversations,
  useLiveConversations,
  useMessages,
  useReportMessage,
  useSendMessage,
} from "../api/conversations.ts";
import { MessageText } from "../components/MessageText.tsx";
import "./messages.css";
import { usePageTitle } from "../../../lib/page-title.ts";
import { IntroductionNote, IntroductionsSection } from "../../introductions/index.ts";

/** /messages/:id?: her conversations, and the open one with its composer (docs/product/conversations.md). */
export function MessagesPage() {
  usePageTitle("Messages");
  const { id } = useParams();
  const list = useConversations();
  useLiveConversations();
  const conversations = list.data?.conversations ?? [];
  return (
    <main id="main" className="page conversations-page">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <IntroductionsSection />
      <div className="conversations">
        <nav aria-label={COPY.listLabel} className="conversations__list">
          {list.isSuccess && conversations.length === 0 && <p>{COPY.none}</p>}
          <ul>
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <Link
                  to={`/messages/${conversation.id}`}
                  aria-current={conversation.id === id ? "page" : undefined}
                  className="conversations__item"
                >
                  <strong>{conversation.members.map((member) => member.name).join(", ")}</strong>
                  {conversation.stay_request_id && <span className="eyebrow">{COPY.stay}</span>}
                  {conversation.unread_count > 0 && <span>{COPY.unread(conversation.unread_count)}</span>}
                  {conversation.last_message && <span>{conversation.last_message.text}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="conversations__open">{id ? <OpenConversation id={id} /> : <p>{COPY.choose}</p>}</section>
      </div>
    </main>
  );
}

function OpenConversation({ id }: { id: string }) {
  const page = useMessages(id);
  const send = useSendMessage(id);
  const dates = useClubDates();
  const [text, setText] = useState("");
  // A search result opens the conversation at its message (/messages/:id#message-N): brought into view once shown.
  const { hash } = useLocation();
  const found = /^#message-(\d+)$/.exec(hash)?.[1];
  const shown = page.data?.messages.some((message) => String(message.id) === found) ?? false;
  useEffect(() => {
    if (shown && found) document.getElementById(`message-${found}`)?.scrollIntoView({ block: "center" });
  }, [shown, found]);
  if (page.isPending) return <p>{COPY.loading}</p>;
  if (page.isError) return <Alert tone="error">{COPY.failed}</Alert>;
  const { conversation, messages } = page.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    send.mutate(text, {
      onSuccess: () => {
        setText("");
        void page.refetch();
      },
    });
  };

  return (
    <>
      <h2>{conversation.members.map((member) => member.name).join(", ")}</h2>
      {conversation.introduction && <IntroductionNote introduction={conversation.introduction} />}
      <ol className="messages" aria-live="polite">
        {messages.map((message) => (
          <li
            key={message.id}
            id={`message-${message.id}`}
            className={[
              "message",
              message.mine ? "message--mine" : "",
              String(message.id) === found ? "message--found" : "",
            ]
              .filter(Boolean)
              .join(" ")}
          >
            <span className="message__meta">
              {message.mine ? COPY.you : (message.author?.name ?? COPY.former)} · {dates.dateTime(message.created_at)}
            </span>
            <MessageText text={message.text} />
            {!message.mine && message.author && <ReportMessage id={message.id} authorName={message.author.name} />}
          </li>
        ))}
      </ol>
      {conversation.writable ? (
        <form onSubmit={submit} className="messages__composer">
          <TextareaField
            label={COPY.composerLabel}
            value={text}
            maxLength={MESSAGE_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            error={send.error?.message}
            rows={3}
          />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? COPY.sending : COPY.send}
          </Button>
        </form>
      ) : (
        <p>{COPY.readOnly}</p>
      )}
    </>
  );
}

/** A message of another member's: "Report" opens a dialog with an optional reason, then thanks her. */
function ReportMessage({ id, authorName }: { id: number; authorName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const report = useReportMessage();
  const close = () => {
    setOpen(false);
    setReason("");
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate({ id, reason: reason.trim() || COPY.reportNoReason });
  };
  const formId = `report-${id}`;
  return (
    <>
      {report.isSuccess ? (
        <p className="message__reported" role="status">
          {COPY.reported}
        </p>
      ) : (
        <button
          type="button"
          className="message__report"
          aria-label={COPY.reportLabel(authorName)}
          onClick={() => setOpen(true)}
        >
          {COPY.report}
        </button>
      )}
      <Dialog
        open={open && !report.isSuccess}
        title={COPY.reportTitle}
        onClose={close}
        footer={
          <>
            <Button type="button" variant="quiet" onClick={close}>
              {COPY.reportCancel}
            </Button>
            <Button type="submit" form={formId} disabled={report.isPending}>
              {report.isPending ? COPY.reportSending : COPY.reportSend}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit}>
          <p>{COPY.reportLede}</p>
          <TextareaField
            label={COPY.reportReason}
            value={reason}
            maxLength={REPORT_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
            error={report.error?.message}
            rows={3}
          />
        </form>
      </Dialog>
    </>
  );
}
