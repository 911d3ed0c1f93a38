/**
 * The committees feature's door (decision 61): its page loads as a chunk of its own (page-chunks.ts); the event
 * page's "Volunteers wanted" and the membership page's count are loaded by the pages that show them.
 */
export const loadVolunteersWanted = () =>
  import("./components/VolunteersWanted.tsx").then((m) => ({ default: m.VolunteersWanted }));
export const loadMyDuties = () => import("./components/MyDuties.tsx").then((m) => ({ default: m.MyDuties }));
