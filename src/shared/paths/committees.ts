/** Decision 61: the club's committees and the events' volunteer slots (the tiers' duties). No zod here. */
export const COMMITTEES_PATHS = {
  committees: "/api/committees",
  committee: "/api/committees/:id",
  myCommitteeSeat: "/api/committees/:id/members/me",
  committeeMember: "/api/committees/:id/members/:userId",
  eventVolunteerSlots: "/api/events/:id/volunteer-slots",
  volunteerSlotTake: "/api/events/:id/volunteer-slots/:slotId/take",
  myDuties: "/api/me/duties",
} as const;
