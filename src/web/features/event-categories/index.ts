/** What other features use of event categories: the club's visible list (the event dialog's category field). */
export { useEventCategories } from "./lib/use-event-categories.ts";
/** The admins' editor, a section of /admin, loaded with it. */
export { EventCategoriesPage } from "./pages/EventCategoriesPage.tsx";
