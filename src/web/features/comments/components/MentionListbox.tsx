import { Avatar } from "../../profiles/index.ts";
import type { MentionListboxProps } from "./use-mention-combobox.ts";
import { COMMENTS_COPY } from "../../../content/comments.ts";

/**
 * The members offered after "@": a listbox under the input, its options chosen by click or by the keys the
 * input handles (the focus never leaves the input). A polite status line tells screen readers how many there are.
 */
export function MentionListbox({ id, open, options, active, optionId, onChoose, onHighlight }: MentionListboxProps) {
  return (
    <>
      {open && (
        <ul id={id} role="listbox" aria-label={COMMENTS_COPY.mentions.listLabel} className="mention-listbox">
          {options.map((option, index) => (
            // The input keeps the focus and handles the keys (aria-activedescendant); options answer the mouse.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.user_id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="mention-listbox__option"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && onHighlight(index)}
              onClick={() => onChoose(option)}
            >
              <Avatar name={option.name} avatarUrl={option.avatar_url} size="sm" />
              <span className="mention-listbox__name">{option.name}</span>
              <span className="mention-listbox__type">{option.type}</span>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {open ? COMMENTS_COPY.mentions.status(options.length) : ""}
      </p>
    </>
  );
}
