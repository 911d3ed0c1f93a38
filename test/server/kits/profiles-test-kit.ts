/** The body of `PUT /api/me/profile` with every field empty but those given. */
export const profileUpdate = (fields: Record<string, unknown> = {}) => ({
  headline: "",
  company: "",
  city: "",
  bio: "",
  interests: [],
  links: [],
  ask_me_about: "",
  ...fields,
});
