import { useId } from "react";
import type { EventOption } from "../api/get-event-options.ts";
import { GALLERY_COPY } from "../../../content/gallery.ts";

const COPY = GALLERY_COPY.filters;

interface GalleryFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  eventId: string;
  onEvent: (id: string) => void;
  events: readonly EventOption[];
}

/** "Search by tags..." and the event filter with "All Events". */
export function GalleryFilters({ search, onSearch, eventId, onEvent, events }: GalleryFiltersProps) {
  const searchId = useId();
  const eventFieldId = useId();
  return (
    <div className="gallery-filters" role="search">
      <label htmlFor={searchId} className="visually-hidden">
        {COPY.searchLabel}
      </label>
      <input
        id={searchId}
        type="search"
        className="field__input gallery-filters__search"
        placeholder={COPY.searchPlaceholder}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <label htmlFor={eventFieldId} className="visually-hidden">
        {COPY.eventLabel}
      </label>
      <select
        id={eventFieldId}
        className="field__input field__select gallery-filters__event"
        value={eventId}
        onChange={(event) => onEvent(event.target.value)}
      >
        <option value="">{COPY.allEvents}</option>
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {event.title}
          </option>
        ))}
      </select>
    </div>
  );
}
