import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { INTRODUCTION_TEXT_MAX, type Introduction } from "../../../../shared/introductions.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { INTRODUCTIONS_COPY as COPY } from "../../../content/introductions.ts";
import { useIntroductions, useIntroductionStep } from "../api/introductions.ts";

/** Messages → Introductions: hers, each with the step that waits for her (decision 0062). Nothing when she has none. */
export function IntroductionsSection() {
  const list = useIntroductions();
  if (list.isPending) return null;
  if (list.isError) return <Alert>{COPY.failed}</Alert>;
  const introductions = list.data.introductions;
  if (introductions.length === 0) return null;
  return (
    <section className="introductions" aria-labelledby="introductions-heading">
      <h2 id="introductions-heading">{COPY.heading}</h2>
      <ul>
        {introductions.map((introduction) => (
          <IntroductionItem key={introduction.id} introduction={introduction} />
        ))}
      </ul>
    </section>
  );
}

function IntroductionItem({ introduction }: { introduction: Introduction }) {
  const step = useIntroductionStep();
  const [note, setNote] = useState("");
  const { actions } = introduction;
  const forward = (event: FormEvent) => {
    event.preventDefault();
    step.mutate({ id: introduction.id, step: "forward", note });
  };
  const noteId = `introduction-note-${introduction.id}`;
  return (
    <li className="introduction">
      <p className="introduction__says">{COPY.says(introduction)}</p>
      {introduction.reason && introduction.role === "introducer" && introduction.state === "asked" && (
        <blockquote className="introduction__quote" aria-label={COPY.reasonLabel}>
          {introduction.reason}
        </blockquote>
      )}
      {introduction.note && introduction.role === "introduced" && (
        <blockquote className="introduction__quote" aria-label={COPY.noteLabel}>
          {introduction.note}
        </blockquote>
      )}
      {actions.includes("forward") && (
        <form id={noteId} onSubmit={forward}>
          <TextareaField
            label={COPY.note}
            value={note}
            maxLength={INTRODUCTION_TEXT_MAX}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
          />
        </form>
      )}
      {step.isError && <Alert>{step.error.message}</Alert>}
      {actions.length > 0 && (
        <div className="introduction__actions">
          {actions.includes("forward") && (
            <Button type="submit" form={noteId} disabled={step.isPending || !note.trim()}>
              {step.isPending ? COPY.forwarding : COPY.forward}
            </Button>
          )}
          {actions.includes("accept") && (
            <Button disabled={step.isPending} onClick={() => step.mutate({ id: introduction.id, step: "accept" })}>
              {COPY.accept}
            </Button>
          )}
          <Button
            variant="quiet"
            disabled={step.isPending}
            onClick={() => step.mutate({ id: introduction.id, step: "decline" })}
          >
            {COPY.decline}
          </Button>
        </div>
      )}
      {introduction.conversation_id && <Link to={`/messages/${introduction.conversation_id}`}>{COPY.open}</Link>}
    </li>
  );
}
