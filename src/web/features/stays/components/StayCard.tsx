import { Link } from "react-router";
import type { Stay } from "../../../../shared/stays.ts";
import { bedrooms, nightlyText, placeOf, sleeps } from "../lib/format.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

/** One home in the grid: its first photo, where it is and how many it sleeps; the whole card links to its page. */
export function StayCard({ stay, query = "" }: { stay: Stay; query?: string }) {
  const photo = stay.photos[0];
  return (
    <li className="stay-card">
      <Link to={`/stays/${stay.id}${query ? `?${query}` : ""}`} className="stay-card__link">
        <span className="stay-card__photo" style={{ backgroundColor: photo?.placeholder_color }}>
          {photo ? (
            <img src={photo.thumbnail_url} alt="" width={photo.width} height={photo.height} loading="lazy" />
          ) : (
            <span className="stay-card__no-photo" aria-hidden="true">
              {stay.type}
            </span>
          )}
          {!stay.published && <span className="stay-card__badge">{STAYS_COPY.card.draft}</span>}
        </span>
        <span className="stay-card__body">
          <span className="stay-card__place">{placeOf(stay)}</span>
          <h2 className="stay-card__title">{stay.title}</h2>
          <span className="stay-card__facts">
            {stay.type} · {sleeps(stay.sleeps)} · {bedrooms(stay.bedrooms)}
          </span>
          <span className="stay-card__price">{nightlyText(stay)}</span>
        </span>
      </Link>
    </li>
  );
}
