import type { CSSProperties } from "react";
import type { Image } from "../../../../shared/gallery.ts";
import { GALLERY_COPY } from "../../../content/gallery.ts";

/** The words that stand for an image: its title, else its description, else who shared it. */
export const imageAlt = (image: Image) =>
  image.title || image.description || GALLERY_COPY.tile.sharedBy(image.author_name);

interface ThumbnailProps {
  image: Image;
  /** "first": the page's largest early image, fetched first; "eager": on the first screen; "lazy": further down. */
  loading: "first" | "eager" | "lazy";
  managing: boolean;
  selected: boolean;
  onActivate: (image: Image) => void;
}

/**
 * One photograph in the grid. Its width and height (and the placeholder colour and blur) hold its place before it
 * loads, so the page never jumps; the tile grows in proportion to its shape, which justifies each row.
 */
export function Thumbnail({ image, loading, managing, selected, onActivate }: ThumbnailProps) {
  const { width, height, url } = image.thumbnail;
  const style = { "--tile-ratio": width / height, backgroundColor: image.placeholder.color } as CSSProperties;
  const locked = managing && !image.can_edit;
  return (
    <li
      className={`gallery-tile${selected ? " gallery-tile--selected" : ""}${locked ? " gallery-tile--locked" : ""}`}
      style={style}
    >
      <button
        type="button"
        className="gallery-tile__button"
        aria-pressed={managing ? selected : undefined}
        aria-disabled={locked || undefined}
        title={locked ? GALLERY_COPY.tile.locked : undefined}
        onClick={() => onActivate(image)}
      >
        <img
          className="gallery-tile__image"
          src={url}
          width={width}
          height={height}
          alt={imageAlt(image)}
          loading={loading === "lazy" ? "lazy" : "eager"}
          fetchPriority={loading === "first" ? "high" : "auto"}
          decoding="async"
        />
        {managing && (
          <span className="gallery-tile__tick" aria-hidden="true">
            {selected ? "✓" : ""}
          </span>
        )}
      </button>
    </li>
  );
}
