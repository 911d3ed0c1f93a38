/**
 * The server's generic error answers (docs/product/http.md#errors), which the web shows as sent: those of the error
 * handler, of the HTTP error helpers when a service gives no message of its own, and of the request guards.
 */
export const ERROR_TEXTS = {
  invalidFields: "Some fields are missing or invalid.",
  /** A field's detail when the schema names no reason. */
  fieldInvalid: "is invalid",
  unreadable: "The request could not be read.",
  notUtf8: "The request is not valid UTF-8 text.",
  loneSurrogate: "Some text holds half of a character (a lone surrogate, such as \\uD800), which cannot be stored.",
  loneSurrogateDetail: "holds a lone surrogate",
  noRoom: "The server has no room to store this right now. Please try again later.",
  unavailable: "The service is briefly unavailable. Please try again in a few seconds.",
  databaseNotAnswering: "The database is not answering.",
  internal: "Something went wrong. Please try again.",
  pleaseLogIn: "Please log in.",
  noPermission: "You do not have permission to do this.",
  notFound: "Not found.",
  tooManyAttempts: "Too many attempts. Please wait and try again.",
  crossSite: "Cross-site requests are not allowed.",
} as const;
