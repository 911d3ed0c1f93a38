import type { EventCover } from "../../../../shared/event-cover.ts";

/**
 * An event's cover: the browser picks the variant for `sizes` from `srcset`; the width and height reserve its box
 * before it loads (no layout shift), over its blurred placeholder. Lazy unless it is at the top of the page.
 */
export function CoverImage({
  cover,
  sizes,
  className,
  eager = false,
}: {
  cover: EventCover;
  sizes: string;
  className: string;
  eager?: boolean;
}) {
  const smallest = cover.variants[0];
  return (
    <img
      className={`event-cover-image ${className}`}
      src={smallest?.url}
      srcSet={cover.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ")}
      sizes={sizes}
      width={cover.width}
      height={cover.height}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
      style={{ backgroundColor: cover.placeholder_color, backgroundImage: `url("${cover.placeholder}")` }}
    />
  );
}
