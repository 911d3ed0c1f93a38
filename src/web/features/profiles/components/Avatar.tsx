import type { CSSProperties } from "react";
import { colourOf, initialsOf } from "../../../../shared/profiles.ts";

/** Her photo, or her initials on a colour made from her name. */
export function Avatar({
  name,
  photo,
  size = "md",
}: {
  name: string;
  photo: { url: string; color: string } | null;
  size?: "sm" | "md" | "lg";
}) {
  const className = `avatar avatar--${size}`;
  if (photo) {
    return <img className={className} src={photo.url} alt="" style={{ backgroundColor: photo.color }} loading="lazy" />;
  }
  return (
    <span className={className} style={{ "--avatar-colour": colourOf(name) } as CSSProperties} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
