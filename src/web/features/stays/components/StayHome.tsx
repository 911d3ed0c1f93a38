import { Suspense, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useAuthStatus } from "../../auth/index.ts";
import { PhotoLightbox } from "../../gallery/index.ts";
import { useStay } from "../api/get-stay.ts";
import { AvailabilityCalendar } from "./AvailabilityCalendar.tsx";
import { HostCard } from "./HostCard.tsx";
import { RequestStayForm } from "./RequestStayForm.tsx";
import { amenityLabel, bedrooms, nightlyText, placeOf, sleeps } from "../lib/format.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { viewerOf } from "../lib/viewer.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

const COPY = STAYS_COPY.home;

/** /stays/:id: a home's photos (the gallery's lightbox), facts, availability, host and the request form. */
export function StayHome() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const stay = useStay(id);
  const dates = useClubDates();
  const viewer = viewerOf(useAuthStatus().data);
  const [shown, setShown] = useState<number | undefined>();

  if (stay.isPending)
    return (
      <main id="main" className="page stay-page">
        <p className="stays-status">{STAYS_COPY.common.loading}</p>
      </main>
    );
  if (stay.isError)
    return (
      <main id="main" className="page stay-page">
        <PageHeading title={STAYS_COPY.common.homeNotFound} />
        <Alert>{stay.error.message}</Alert>
      </main>
    );
  const home = stay.data;
  const isHost = viewer?.user_id === home.host.user_id;

  return (
    <main id="main" className="page stay-page">
      <PageHeading eyebrow={`${home.type} · ${placeOf(home)}`} title={home.title}>
        {home.can_manage && (
          <div className="stays-toolbar">
            {!home.published && <span className="stay-card__badge stay-card__badge--inline">{COPY.draft}</span>}
            <ButtonLink variant="quiet" to={`/stays/${home.id}?edit=1`}>
              {COPY.edit}
            </ButtonLink>
          </div>
        )}
      </PageHeading>

      {home.photos.length > 0 && (
        <ul className="stay-photos" aria-label={COPY.photos}>
          {home.photos.map((photo, index) => (
            <li
              key={photo.id}
              className={index === 0 ? "stay-photos__item stay-photos__item--lead" : "stay-photos__item"}
            >
              <button
                type="button"
                className="stay-photos__open"
                style={{ backgroundColor: photo.placeholder_color }}
                onClick={() => setShown(index)}
                aria-label={COPY.openPhoto(index + 1, home.photos.length)}
              >
                <img
                  src={index === 0 ? photo.display_url : photo.thumbnail_url}
                  alt=""
                  width={photo.width}
                  height={photo.height}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown !== undefined && (
        <Suspense fallback={null}>
          <PhotoLightbox
            slides={home.photos.map((photo, index) => ({
              src: photo.display_url,
              width: photo.width,
              height: photo.height,
              thumbnail: photo.thumbnail_url,
              alt: COPY.photoAlt(home.title, index + 1),
              title: home.title,
            }))}
            index={shown}
            onClose={() => setShown(undefined)}
          />
        </Suspense>
      )}

      <div className="stay-layout">
        <div className="stay-layout__main">
          <ul className="stay-facts" aria-label={COPY.atAGlance}>
            <li>{sleeps(home.sleeps)}</li>
            <li>{bedrooms(home.bedrooms)}</li>
            <li>{nightlyText(home)}</li>
          </ul>
          {home.address && (
            <p className="stay-address">
              <strong>{COPY.address}</strong> {home.address}
            </p>
          )}
          {home.description && <p className="stay-description">{home.description}</p>}
          {home.amenities.length > 0 && (
            <section aria-labelledby="stay-amenities">
              <h2 id="stay-amenities">{STAYS_COPY.common.amenities}</h2>
              <ul className="stay-amenities">
                {home.amenities.map((key) => (
                  <li key={key}>{amenityLabel(key)}</li>
                ))}
              </ul>
            </section>
          )}
          {home.rules && (
            <section aria-labelledby="stay-rules">
              <h2 id="stay-rules">{STAYS_COPY.common.houseRules}</h2>
              <p className="stay-description">{home.rules}</p>
            </section>
          )}
          <AvailabilityCalendar stay={home} />
          {home.guest_book.length > 0 && (
            <section aria-labelledby="stay-guest-book">
              <h2 id="stay-guest-book">{COPY.guestBook}</h2>
              <ul className="stay-guest-book">
                {home.guest_book.map((entry) => (
                  <li key={entry.id}>
                    <blockquote>{entry.content}</blockquote>
                    <p className="stay-guest-book__by">
                      {entry.author.name}, {dates.day(entry.created_at)}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="stay-layout__side">
          <HostCard host={home.host} />
          {isHost ? (
            <p className="stays-status">{COPY.yourHome}</p>
          ) : home.published ? (
            <RequestStayForm
              stay={home}
              initial={{
                from: params.get("from") ?? "",
                to: params.get("to") ?? "",
                guests: params.get("guests") ?? "",
              }}
            />
          ) : null}
        </aside>
      </div>
    </main>
  );
}
