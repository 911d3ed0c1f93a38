import type { CSSProperties } from "react";
import { avatarUrlOfSize, colourOf, initialsOf } from "../../../../shared/profiles.ts";

const SOURCES = {
  sm: (url: string) => ({ src: avatarUrlOfSize(url, 64), srcSet: `${avatarUrlOfSize(url, 64)} 1x, ${url} 2x` }),
  md: (url: string) => ({ src: url, srcSet: undefined }),
  lg: (url: string) => ({ src: url, srcSet: `${url} 1x, ${avatarUrlOfSize(url, 480)} 2x` }),
};

/**
 * A member's face wherever she appears: her uploaded photo (the size that fits), else the gallery image she chose,
 * else her initials on a colour made from her name. Decorative: her name is always written beside it.
 */
export function Avatar({
  name,
  avatarUrl,
  photo = null,
  size = "md",
}: {
  name: string;
  /** Her photo's 160 px address, as answers carry it. */
  avatarUrl?: string | null | undefined;
  photo?: { url: string; color: string } | null | undefined;
  size?: "sm" | "md" | "lg";
}) {
  const className = `avatar avatar--${size}`;
  if (avatarUrl) {
    return <img className={className} {...SOURCES[size](avatarUrl)} alt="" loading="lazy" decoding="async" />;
  }
  if (photo) {
    return <img className={className} src={photo.url} alt="" style={{ backgroundColor: photo.color }} loading="lazy" />;
  }
  return (
    <span className={className} style={{ "--avatar-colour": colourOf(name) } as CSSProperties} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
