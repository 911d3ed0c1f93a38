/** `template` with each `:name` replaced by its parameter, encoded ("/api/events/:id" → "/api/events/a%20b"). */
export function fillPath(template: string, parameters: Readonly<Record<string, string | number>>): string {
  return template.replace(/(\/?):([A-Za-z]+)(\??)/g, (whole, slash: string, name: string, optional: string) =>
    name in parameters ? slash + encodeURIComponent(parameters[name]!) : optional ? "" : whole,
  );
}

type ParameterName<Segment extends string> = Segment extends `${infer Name}.${string}` ? Name : Segment;
/** The names of a pattern's `:parameters` ("/api/users/:userId/admin" → "userId"). */
type ParametersOf<Pattern extends string> = Pattern extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer More}`
    ? ParameterName<Name> | ParametersOf<`/${More}`>
    : ParameterName<Rest>
  : never;

/**
 * A call's path: `pattern` (as the server routes it) with every parameter filled in and encoded, and the query's
 * defined values appended (`callPath(COMMENT_PATHS.one, { id: 4 })` → "/api/comments/4").
 */
export function callPath<Pattern extends string>(
  pattern: Pattern,
  parameters: Readonly<Record<ParametersOf<Pattern>, string | number>>,
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const path = fillPath(pattern, parameters);
  return search.size ? `${path}?${search}` : path;
}
