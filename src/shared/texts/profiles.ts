/** What profiles say on both sides: the server's answers about profiles, showcases and the directory, and the web's echo of them. */
export const PROFILE_TEXTS = {
  notFound: "This member could not be found.",
  photoNotYours: "Choose one of your own photos from the gallery.",
  pieceNotYours: "Showcase pieces must be your own gallery images.",
  saved: "Your profile is saved.",
  avatarSaved: "Your photo is saved.",
  avatarRemoved: "Your photo is removed.",
  /** A link in her profile that is not an https:// address (the field's message). */
  httpsOnly: "must be an https:// address",
  /** The directory's cursor the server did not give. */
  invalidCursor: "Invalid cursor.",
  invalidCursorField: "is invalid",
} as const;
