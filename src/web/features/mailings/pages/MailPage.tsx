import { useSearchParams } from "react-router";
import { EVENT_TEXTS } from "../../../../shared/texts/events.ts";
import { MAILING_TEXTS } from "../../../../shared/texts/mailings.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useAnnouncedEvent } from "../api/get-event.ts";
import { AccessDenied } from "../components/AccessDenied.tsx";
import { Composer } from "../components/Composer.tsx";
import { PendingMailings } from "../components/PendingMailings.tsx";
import { MAILINGS_COPY } from "../../../content/mailings.ts";
import { usePageTitle } from "../../../lib/page-title.ts";

const COPY = MAILINGS_COPY.announcement;

function Announcement({ eventId }: { eventId: string }) {
  const event = useAnnouncedEvent(eventId);
  const title = event.data?.title ?? COPY.title;
  const denied = event.data?.can_edit === false;
  const lede = denied ? MAILING_TEXTS.notEventCreator : COPY.lede;
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={COPY.eyebrow} title={title} lede={lede} />
      {event.isPending && <p aria-busy="true">{COPY.loading}</p>}
      {event.error instanceof ApiError && event.error.status === 403 && <AccessDenied />}
      {event.isError && !(event.error instanceof ApiError && event.error.status === 403) && (
        <Alert>
          {event.error instanceof ApiError && event.error.status === 404 ? EVENT_TEXTS.notFound : COPY.loadFailed}
        </Alert>
      )}
      {/* The server lets an event's creator (or an admin) announce it, as it lets them edit it: anyone else gets the
          page's own message, and no preview is asked for (the refusal is not loaded into the preview frame). */}
      {event.isSuccess && (denied ? <AccessDenied /> : <Composer event={event.data} />)}
    </main>
  );
}

/** /mail: the club's bulk email composer; /mail?eventId= announces an event to its participants. */
export function MailPage() {
  usePageTitle("Mail");
  const [params] = useSearchParams();
  const eventId = params.get("eventId");
  if (eventId) return <Announcement key={eventId} eventId={eventId} />;
  return (
    <main id="main" className="page">
      <PageHeading
        eyebrow={MAILINGS_COPY.mailPage.eyebrow}
        title={MAILINGS_COPY.mailPage.title}
        lede={MAILINGS_COPY.mailPage.lede}
      />
      <PendingMailings />
      <Composer event={null} />
    </main>
  );
}
