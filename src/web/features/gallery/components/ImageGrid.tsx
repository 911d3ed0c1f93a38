import type { Image } from "../../../../shared/images.ts";
import { groupByDay } from "../group-by-day.ts";
import { Thumbnail } from "./Thumbnail.tsx";

interface ImageGridProps {
  images: readonly Image[];
  managing: boolean;
  selected: ReadonlySet<string>;
  onActivate: (image: Image) => void;
}

/** The photographs by upload day, newest first, each day under its heading. */
export function ImageGrid({ images, managing, selected, onActivate }: ImageGridProps) {
  return (
    <div className="gallery-days">
      {groupByDay(images).map((group) => (
        <section key={group.day} className="gallery-day" aria-labelledby={`day-${group.day}`}>
          <h2 id={`day-${group.day}`} className="gallery-day__heading">
            <time dateTime={group.day}>{group.label}</time>
          </h2>
          <ul className="gallery-grid">
            {group.items.map((image) => (
              <Thumbnail key={image.id} image={image} managing={managing} selected={selected.has(image.id)} onActivate={onActivate} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
