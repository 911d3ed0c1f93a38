/** What other features use of event categories: the club's visible list (the event dialog's category field). */
export { useEventCategories } from "./lib/use-event-categories.ts";
