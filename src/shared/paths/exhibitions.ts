/** Decision 72: an event made an exhibition, and the showcase pieces members exhibit in it. No zod here. */
export const EXHIBITIONS_PATHS = {
  exhibition: "/api/events/:id/exhibition",
  exhibits: "/api/events/:id/exhibits",
  exhibit: "/api/events/:id/exhibits/:imageId",
} as const;
