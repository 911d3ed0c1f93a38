/**
 * Paths whose next segment is a secret: an emailed link's token (registration, password reset, sign-in link, event
 * invitation, unsubscribe), as a page or as the call behind it, and the calendar feed's secret.
 */
const SECRET_SEGMENT =
  /^\/(?:api\/register\/validate-token|api\/events\/invite|events\/invite|unsubscribe\/digest|unsubscribe|reset-password|sign-in|register|api\/calendar)\/[^/?#]+/;
/** Query parameters that carry one (the OpenID Connect callback's code and state, a token). */
const SECRET_PARAMETER = /([?&](?:code|state|token|secret)=)[^&#]*/g;

/** The URL as the request log may keep it: every secret it carries replaced by "…" (ASVS 16.2.5). */
export function loggableUrl(url: string): string {
  const path = url.replace(SECRET_SEGMENT, (segment) => `${segment.slice(0, segment.lastIndexOf("/"))}/…`);
  return path.includes("?") ? path.replace(SECRET_PARAMETER, "$1…") : path;
}

/** A configured URL (a store's endpoint) as a message may show it: without its user, password, query or fragment. */
export function urlWithoutCredentials(text: string): string {
  try {
    const url = new URL(text);
    url.username = "";
    url.password = "";
    url.search = "";
    url.hash = "";
    return url.href;
  } catch {
    return "(not a URL)";
  }
}
