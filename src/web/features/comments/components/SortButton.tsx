import { useId, useState } from "react";
import { COMMENTS_COPY } from "../../../content/comments.ts";

/** The sort control of the comments widget: a button whose one option is "Newest First". */
export function SortButton() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="comments__sort">
      <button
        type="button"
        className="comments__sort-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {COMMENTS_COPY.sort.button}
      </button>
      <ul id={listId} className="comments__sort-options" hidden={!open}>
        <li>
          <button type="button" aria-pressed="true" onClick={() => setOpen(false)}>
            {COMMENTS_COPY.sort.newestFirst}
          </button>
        </li>
      </ul>
    </div>
  );
}
