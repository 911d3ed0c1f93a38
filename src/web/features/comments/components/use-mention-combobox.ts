import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type SyntheticEvent,
} from "react";
import { mentionsMember, type CommentMention } from "../../../../shared/mentions.ts";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { useMentionCandidates, type MentionCandidate } from "../api/search-members.ts";
import { activeMention, insertMention } from "../lib/mention-query.ts";

const SEARCH_DELAY_MS = 200;

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * "@" + letters in a comment's input offers members by name (WAI-ARIA combobox with a listbox popup):
 * ArrowDown/ArrowUp move, Enter or Tab choose, Escape closes, the mouse works too. Choosing writes
 * "@Full Name " and remembers the member, so the comment can send the ids it mentions.
 */
export function useMentionCombobox<T extends Field>({
  value,
  onValueChange,
  multiline,
  initial = [],
}: {
  value: string;
  onValueChange: (next: string) => void;
  /** A textarea keeps its textbox role (ARIA in HTML allows no other); a one-line input becomes a combobox. */
  multiline: boolean;
  initial?: readonly CommentMention[];
}) {
  const inputRef = useRef<T>(null);
  const listboxId = useId();
  const [caret, setCaret] = useState(value.length);
  const [focused, setFocused] = useState(false);
  // The "@" whose suggestions were chosen from or dismissed: it stays quiet until a new "@" is typed.
  const [settledAt, setSettledAt] = useState<number | null>(null);
  const [chosen, setChosen] = useState<readonly CommentMention[]>(initial);
  const [highlight, setHighlight] = useState({ query: "", index: 0 });
  const pendingCaret = useRef<number | null>(null);

  const mention = activeMention(value, caret);
  const query = focused && mention && mention.start !== settledAt ? mention.query.trim() : "";
  const settledQuery = useDebounced(query, SEARCH_DELAY_MS);
  const candidates = useMentionCandidates(settledQuery);
  const options: readonly MentionCandidate[] = query !== "" && settledQuery !== "" ? (candidates.data ?? []) : [];
  const open = options.length > 0;
  const active = highlight.query === settledQuery ? Math.min(highlight.index, options.length - 1) : 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useLayoutEffect(() => {
    if (pendingCaret.current === null) return;
    inputRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  const choose = (option: MentionCandidate) => {
    if (!mention) return;
    const next = insertMention(value, mention, caret, option.name);
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    setSettledAt(mention.start);
    setChosen((list) => [
      ...list.filter((m) => m.user_id !== option.user_id),
      { user_id: option.user_id, name: option.name },
    ]);
    onValueChange(next.text);
  };

  const caretOf = (field: T) => field.selectionStart ?? field.value.length;
  const trackCaret = (event: SyntheticEvent<T>) => setCaret(caretOf(event.currentTarget));
  const onChange = (event: ChangeEvent<T>) => {
    const field = event.currentTarget;
    setCaret(caretOf(field));
    // Once the "@…" is gone, a new "@" typed in its place offers members again.
    if (activeMention(field.value, caretOf(field)) === null) setSettledAt(null);
    onValueChange(field.value);
  };

  const onKeyDown = (event: KeyboardEvent<T>, otherwise?: (event: KeyboardEvent<T>) => void) => {
    if (!open) return otherwise?.(event);
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setHighlight({ query: settledQuery, index: (moves[event.key]! + options.length) % options.length });
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === "Escape") {
      // Closes the suggestions only: not the dialog around the widget, nor an edit in progress.
      event.preventDefault();
      event.stopPropagation();
      setSettledAt(mention!.start);
    } else {
      otherwise?.(event);
    }
  };

  return {
    inputRef,
    open,
    /** The ids of the chosen members whose "@Name" the text still holds. */
    mentionIds: (text: string) =>
      chosen.filter((member) => mentionsMember(text, member)).map((member) => member.user_id),
    reset: () => setChosen([]),
    /** For the input, with its own key handling for the keys the suggestions do not take. */
    inputProps: (otherwise?: (event: KeyboardEvent<T>) => void) => ({
      ref: inputRef,
      value,
      ...(multiline ? {} : { role: "combobox" as const, "aria-expanded": open }),
      "aria-autocomplete": "list" as const,
      "aria-controls": open ? listboxId : undefined,
      "aria-activedescendant": open ? optionId(active) : undefined,
      onKeyDown: (event: KeyboardEvent<T>) => onKeyDown(event, otherwise),
      onChange,
      onSelect: trackCaret,
      onFocus: (event: SyntheticEvent<T>) => {
        setFocused(true);
        trackCaret(event);
      },
      onBlur: () => setFocused(false),
    }),
    listbox: {
      id: listboxId,
      open,
      options,
      active,
      optionId,
      onChoose: choose,
      onHighlight: (index: number) => setHighlight({ query: settledQuery, index }),
    },
  };
}

export type MentionListboxProps = ReturnType<typeof useMentionCombobox>["listbox"];
