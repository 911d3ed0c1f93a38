import type { Recap, RecapPhoto } from "../../../../shared/event-recaps.ts";
import { RECAP_COPY as COPY } from "../../../content/recaps.ts";

/** A recap as its readers see it (or its writer, as a preview): her words, the attendance if said, the photos. */
export function RecapView({ recap, photos = recap.photos }: { recap: Recap; photos?: readonly RecapPhoto[] }) {
  return (
    <div className="event-recap">
      <p className="event-recap__text">{recap.text}</p>
      {recap.show_attendance && recap.attendance !== null && (
        <p className="event-recap__attendance">{COPY.attendanceLine(recap.attendance)}</p>
      )}
      {photos.length > 0 && (
        <ul className="event-recap__photos">
          {photos.map((photo) => (
            <li key={photo.id}>
              <img
                src={photo.display_url}
                alt={photo.title}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                style={{ backgroundColor: photo.placeholder_color }}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="event-muted">{recap.sent_by ? COPY.sentBy(recap.sent_by.name) : COPY.draftNote}</p>
    </div>
  );
}
