/** The words of the admins' event categories page, /admin/event-categories. */
export const EVENT_CATEGORIES_COPY = {
  eyebrow: "Admin Panel",
  title: "Event categories",
  lede: "The categories members choose from when they create an event. Rename them, hide those the club does not use, or add your own.",
  listHeading: "Categories",
  nameOf: (key: string) => `Name of the category ${key}`,
  hidden: "Hidden",
  hiddenFor: (key: string) => ` (${key})`,
  newCategory: "New category",
  add: "Add",
  save: "Save categories",
  saving: "Saving…",
  saved: "The categories have been saved.",
  saveFailed: "The categories could not be saved.",
  loading: "Loading categories…",
  loadFailed: "Failed to load the categories.",
  newKey: "new",
} as const;
