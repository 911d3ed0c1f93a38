/** A same-origin path to return to after login, or null: "/events/1?x" passes, "//evil.com" and "https://…" do not. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\") || next.length > 2000)
    return null;
  return next;
}
