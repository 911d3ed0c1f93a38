// A member's photo and what stands in for it, without zod: the web's avatar component and the server both use it.

export const AVATAR_SIZES = [64, 160, 480] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** The address answers carry for a stored photo (its files at `<stem>-<size>.webp`): the 160 px square. */
export const avatarUrl = (stem: string | null | undefined) => (stem ? `/media/${stem}-160.webp` : null);

/** The same photo at another of AVATAR_SIZES. */
export const avatarUrlOfSize = (url: string, size: AvatarSize) => url.replace(/-\d+\.webp$/, `-${size}.webp`);

/** Her initials: the first letter of her first and last names. */
export function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

/**
 * The colour her initials stand on, made from her name: the same name always gets the same hue, dark enough (30%
 * saturation, 28% lightness) that the paper-white letters keep a contrast above 6:1 whatever the hue.
 */
export function colourOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 30% 28%)`;
}
