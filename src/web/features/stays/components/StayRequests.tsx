import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { useAuthStatus } from "../../auth/index.ts";
import { useStays } from "../api/list-stays.ts";
import { useSignGuestBook, useStayRequest, useStayRequests } from "../api/stay-requests.ts";
import { StayCard } from "./StayCard.tsx";
import { StayRequestCard } from "./StayRequestCard.tsx";
import { canListHomes, viewerOf } from "../lib/viewer.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

const COPY = STAYS_COPY.requests;
const GUEST_BOOK = STAYS_COPY.guestBook;

function GuestBookForm({ requestId }: { requestId: string }) {
  const [content, setContent] = useState("");
  const sign = useSignGuestBook(requestId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sign.mutate(content);
  };
  if (sign.isSuccess) return <Alert tone="success">{GUEST_BOOK.thanks}</Alert>;
  return (
    <form className="stay-request-form" onSubmit={submit} aria-labelledby="guest-book-heading">
      <h2 id="guest-book-heading">{GUEST_BOOK.heading}</h2>
      <TextareaField
        label={GUEST_BOOK.label}
        rows={4}
        required
        maxLength={2000}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      {sign.isError && <Alert>{sign.error.message}</Alert>}
      <Button type="submit" disabled={sign.isPending}>
        {GUEST_BOOK.sign}
      </Button>
    </form>
  );
}

/** /stays/requests?request=:id: one stay, where the emails lead; the address once it is accepted. */
function OneRequest({ id, viewerId }: { id: string; viewerId: number }) {
  const request = useStayRequest(id);
  return (
    <main id="main" className="page stay-request-page">
      <PageHeading
        eyebrow={STAYS_COPY.common.eyebrow}
        title={request.data ? COPY.stayAt(request.data.listing.title) : STAYS_COPY.request.yourStay}
      >
        <div className="stays-toolbar">
          <ButtonLink variant="quiet" to="/stays/requests">
            {COPY.allMyStays}
          </ButtonLink>
          {request.data && (
            <ButtonLink variant="quiet" to={`/stays/${request.data.listing.id}`}>
              {STAYS_COPY.common.viewHome}
            </ButtonLink>
          )}
        </div>
      </PageHeading>
      {request.isPending && <p className="stays-status">{STAYS_COPY.common.loading}</p>}
      {request.isError && <Alert>{request.error.message}</Alert>}
      {request.data && <StayRequestCard request={request.data} viewerId={viewerId} />}
      {request.data?.can_sign_guest_book && <GuestBookForm requestId={request.data.id} />}
    </main>
  );
}

/** /stays/requests: the stays she asked for, the requests for her homes, and her homes. */
export function StayRequests() {
  const [params] = useSearchParams();
  const one = params.get("request");
  const status = useAuthStatus().data;
  const viewer = viewerOf(status);
  const requests = useStayRequests();
  const hosting = canListHomes(status);
  const homes = useStays({ mine: true });
  if (!viewer) return null;
  if (one) return <OneRequest id={one} viewerId={viewer.user_id} />;
  const mine = requests.data?.filter((r) => r.guest.user_id === viewer.user_id) ?? [];
  const forMyHomes = requests.data?.filter((r) => r.host.user_id === viewer.user_id) ?? [];

  return (
    <main id="main" className="page stay-requests-page">
      <PageHeading eyebrow={STAYS_COPY.common.eyebrow} title={STAYS_COPY.common.myStaysAndRequests}>
        <div className="stays-toolbar">
          <ButtonLink variant="quiet" to="/stays">
            {COPY.findHome}
          </ButtonLink>
        </div>
      </PageHeading>
      {requests.isError && <Alert>{requests.error.message}</Alert>}
      {hosting && (
        <section aria-labelledby="for-my-homes" className="stay-requests-section">
          <h2 id="for-my-homes">{COPY.forMyHomes}</h2>
          {forMyHomes.length === 0 ? (
            <p className="stays-status">{COPY.noRequests}</p>
          ) : (
            forMyHomes.map((request) => (
              <StayRequestCard key={request.id} request={request} viewerId={viewer.user_id} heading="h3" />
            ))
          )}
        </section>
      )}
      <section aria-labelledby="my-stays" className="stay-requests-section">
        <h2 id="my-stays">{COPY.myStays}</h2>
        {requests.isPending ? (
          <p className="stays-status">{STAYS_COPY.common.loading}</p>
        ) : mine.length === 0 ? (
          <p className="stays-status">{COPY.noStays}</p>
        ) : (
          mine.map((request) => (
            <StayRequestCard key={request.id} request={request} viewerId={viewer.user_id} heading="h3" />
          ))
        )}
      </section>
      {hosting && homes.data && homes.data.length > 0 && (
        <section aria-labelledby="my-homes" className="stay-requests-section">
          <h2 id="my-homes">{COPY.myHomes}</h2>
          <ul className="stay-grid" aria-label={COPY.myHomes}>
            {homes.data.map((stay) => (
              <StayCard key={stay.id} stay={stay} />
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
