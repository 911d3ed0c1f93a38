/**
 * The parameters of `pathname` if it is the route `pattern` of the web app, else null ("/events/:id" matches
 * "/events/42" with `{ id: "42" }`, not "/events" nor "/events/42/x"; a trailing slash is ignored; fixed segments
 * in any case; a last parameter marked optional, "/stays/:id?", may be left out), as react-router matches the app's
 * routes.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const actual = pathname.replace(/(.)\/+$/, "$1").split("/");
  const expected = pattern.split("/");
  // A last parameter marked optional ("/stays/:id?") matches its path without it too ("/stays").
  if (expected.at(-1)!.endsWith("?")) {
    expected[expected.length - 1] = expected.at(-1)!.slice(0, -1);
    if (actual.length === expected.length - 1) expected.pop();
  }
  if (expected.length !== actual.length) return null;
  const parameters: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(":")) {
      if (value === "") return null;
      parameters[segment.slice(1)] = decodeURIComponentSafely(value);
    } else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return parameters;
}

function decodeURIComponentSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
