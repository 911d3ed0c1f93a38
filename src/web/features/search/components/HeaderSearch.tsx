import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH_COPY as COPY } from "../../../content/search.ts";
import { rememberSearch } from "../lib/recent-searches.ts";

/** Whether a key press happened where `/` is typed, not a shortcut: a field, an editor. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The search box in the members' header: `/` anywhere outside a field focuses it; Enter opens /search with her words.
 * It imports nothing of the search page (the page and its schema load when she searches).
 */
export function HeaderSearch() {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const navigate = useNavigate();
  const [q, setQ] = useState("");

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = q.trim();
    if (!words) return;
    rememberSearch(words);
    void navigate(`/search?q=${encodeURIComponent(words)}`);
    // The page's own field holds her words from here; the header's box is ready for the next search.
    setQ("");
    input.current?.blur();
  };

  return (
    <form role="search" className="header-search" onSubmit={submit} aria-label={COPY.boxLabel}>
      <label htmlFor={id} className="visually-hidden">
        {COPY.boxLabel}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={COPY.boxPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        aria-keyshortcuts="/"
      />
      <kbd className="header-search-key" aria-hidden="true">
        {COPY.shortcutHint}
      </kbd>
    </form>
  );
}
