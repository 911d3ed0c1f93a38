/**
 * The gallery's words both sides say: the messages of the server's answers about images and uploads, and the
 * validation messages of the image schemas (src/shared/gallery.ts), some of which the web also shows.
 */
export const IMAGE_TEXTS = {
  unsupported: "Please upload a JPEG, PNG, WebP, AVIF or GIF image.",
  tooLarge: "The image is larger than 20 MB.",
  tooManyPixels: "The image is larger than 50 megapixels.",
  unreadable: "The image could not be read. It may be damaged or incomplete.",
  missingFile: "Please choose an image to upload.",
  notFound: "Image not found.",
  noImages: "No images to display",
  onlyUploaderChanges: "Only the member who uploaded this image, or an admin, may change it.",
  onlyOwnDeleted: "You may only delete images you uploaded.",
  noSuchEvent: "No such event.",
  eventNotFound: "Event not found",
  invalidCursor: "Invalid cursor.",
  invalidCursorField: "is invalid",
  notMultipart: "Send the image as multipart/form-data.",
  fieldTooLong: (field: string) => `The field ${field} is too long.`,
  oneAtATime: "Upload one image at a time.",
  tooManyFields: "Too many fields.",
  uploadUnreadable: "The upload could not be read.",
  fieldsInvalid: "Some fields are missing or invalid.",
  storeUnavailable: "The photo store is not answering. Please try again in a moment.",
  tagTooLong: (max: number) => `Each tag may have at most ${max} characters.`,
  tooManyTags: (max: number) => `At most ${max} tags per image.`,
  descriptionTooLong: (max: number) => `The description may have at most ${max} characters.`,
  removalReasonTooLong: "The reason may have at most 1000 characters.",
  restoreReasonRequired: "Please say why the photo is restored: the member who asked will read it.",
  ownPhotoRemoval: "This is your photo: you may delete it instead.",
  noPendingRemoval: "No one has asked for this photo to be removed.",
  onlyUploaderDecides: "Only the member who uploaded this photo, or an admin, may decide.",
} as const;
