import { useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { SPONSOR_WORDS_MAX } from "../../../../shared/sponsorships.ts";
import { SPONSORSHIP_TEXTS } from "../../../../shared/texts/sponsorships.ts";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { SPONSORSHIP_COPY as COPY } from "../../../content/sponsorships.ts";
import { ApiError } from "../../../lib/api.ts";
import { useAnswerSponsorship, useSponsorshipRequest } from "../api/sponsorship.ts";

/** The server's own words for a link that no longer works (not hers, expired, answered); else a plain failure. */
const messageFor = (error: Error) =>
  error instanceof ApiError && [400, 403, 404, 409, 410].includes(error.status) ? error.message : COPY.failed;

/** /sponsorships/:token: the member an applicant named confirms with her words, or declines (decision 0068). */
export function SponsorshipPage() {
  const token = useParams().token ?? "";
  const request = useSponsorshipRequest(token);
  const answer = useAnswerSponsorship(token);
  const [words, setWords] = useState("");
  const [missingWords, setMissingWords] = useState(false);

  const send = (decision: "confirm" | "decline") => (event?: FormEvent) => {
    event?.preventDefault();
    if (decision === "confirm" && !words.trim()) {
      setMissingWords(true);
      return;
    }
    setMissingWords(false);
    answer.mutate({ decision, ...(words.trim() ? { words: words.trim() } : {}) });
  };

  return (
    <main id="main" className="page sponsorship-page">
      <span className="eyebrow">{COPY.eyebrow}</span>
      {request.isPending && <p aria-live="polite">{COPY.loading}</p>}
      {request.isError && (
        <>
          <h1>{COPY.oops}</h1>
          <p role="alert">{messageFor(request.error)}</p>
          <ButtonLink to="/notifications">{COPY.back}</ButtonLink>
        </>
      )}
      {request.isSuccess && answer.isSuccess && (
        <>
          <h1>{COPY.heading(request.data.applicant_name)}</h1>
          <p role="status">{answer.data.message}</p>
          <ButtonLink to="/notifications">{COPY.back}</ButtonLink>
        </>
      )}
      {request.isSuccess && !answer.isSuccess && (
        <form className="sponsorship-page__form" onSubmit={send("confirm")} noValidate>
          <h1>{COPY.heading(request.data.applicant_name)}</h1>
          <p className="lede">{COPY.lede}</p>
          {request.data.note && (
            <figure className="sponsorship-page__note">
              <figcaption>{COPY.herNote}</figcaption>
              <blockquote>{request.data.note}</blockquote>
            </figure>
          )}
          <TextareaField
            label={COPY.words}
            name="words"
            hint={COPY.wordsHint}
            maxLength={SPONSOR_WORDS_MAX}
            value={words}
            error={missingWords ? SPONSORSHIP_TEXTS.wordsNeeded : undefined}
            onChange={(e) => setWords(e.target.value)}
          />
          {answer.isError && <p role="alert">{messageFor(answer.error)}</p>}
          <div className="sponsorship-page__actions">
            <Button type="submit" disabled={answer.isPending}>
              {answer.isPending ? COPY.sending : COPY.confirm}
            </Button>
            <Button variant="quiet" disabled={answer.isPending} onClick={() => send("decline")()}>
              {COPY.decline}
            </Button>
          </div>
        </form>
      )}
    </main>
  );
}
