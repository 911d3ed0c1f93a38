/**
 * Whether `pathname` is the route `pattern` of the web app ("/events/:id" matches "/events/42", not "/events" nor
 * "/events/42/x"; a trailing slash is ignored), as react-router matches the app's routes.
 */
export function pathMatches(pattern: string, pathname: string): boolean {
  const expected = pattern.split("/");
  const actual = pathname.replace(/(.)\/+$/, "$1").split("/");
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => (segment.startsWith(":") ? actual[index] !== "" : segment.toLowerCase() === actual[index]!.toLowerCase()))
  );
}
