import type { Image } from "../../../../shared/gallery.ts";
import { groupByDay } from "../lib/group-by-day.ts";
import { Thumbnail } from "./Thumbnail.tsx";
import { useClubDates } from "../../../lib/club-dates.ts";

interface ImageGridProps {
  images: readonly Image[];
  managing: boolean;
  selected: ReadonlySet<string>;
  onActivate: (image: Image) => void;
}

/** About the first screen of tiles on a wide screen: these load at once, the rest as they near the screen. */
const FIRST_SCREEN = 8;

/** The photographs by upload day, newest first, each day under its heading. */
export function ImageGrid({ images, managing, selected, onActivate }: ImageGridProps) {
  const dates = useClubDates();
  const firstScreen = new Set(images.slice(0, FIRST_SCREEN).map((image) => image.id));
  return (
    <div className="gallery-days">
      {groupByDay(images, dates).map((group) => (
        <section key={group.day} className="gallery-day" aria-labelledby={`day-${group.day}`}>
          <h2 id={`day-${group.day}`} className="gallery-day__heading">
            <time dateTime={group.day}>{group.label}</time>
          </h2>
          <ul className="gallery-grid">
            {group.items.map((image) => (
              <Thumbnail
                key={image.id}
                image={image}
                loading={image.id === images[0]?.id ? "first" : firstScreen.has(image.id) ? "eager" : "lazy"}
                managing={managing}
                selected={selected.has(image.id)}
                onActivate={onActivate}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
