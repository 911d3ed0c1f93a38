import { Field } from "../../../components/ui/Field.tsx";
import { MAILINGS_COPY } from "../../../content/mailings.ts";

const COPY = MAILINGS_COPY.pickers;

export interface Person {
  user_id: number;
  name: string;
  /** A second line: the email address, when the caller may see it. */
  detail?: string | undefined;
  /** Why a mailing would skip them (announcements turned off). */
  note?: string | undefined;
}

interface RecipientPickerProps {
  legend: string;
  searchLabel: string;
  query: string;
  onQuery: (query: string) => void;
  people: readonly Person[];
  loading: boolean;
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}

/** A searchable list of checkboxes for the group "selected". Choices out of the current search stay chosen. */
export function RecipientPicker({
  legend,
  searchLabel,
  query,
  onQuery,
  people,
  loading,
  selected,
  onChange,
}: RecipientPickerProps) {
  const chosen = new Set(selected);
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <fieldset className="picker">
      <legend className="field__label">{legend}</legend>
      <Field
        label={searchLabel}
        type="search"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        autoComplete="off"
      />
      <p className="picker__summary" aria-live="polite">
        <span>{COPY.selected(selected.length)}</span>
        {selected.length > 0 && (
          <button type="button" className="text-button" onClick={() => onChange([])}>
            {COPY.clear}
          </button>
        )}
      </p>
      {loading ? (
        <p className="picker__empty" aria-busy="true">
          {COPY.looking}
        </p>
      ) : people.length === 0 ? (
        <p className="picker__empty">{COPY.noMatch(query)}</p>
      ) : (
        <ul className="picker__list">
          {people.map((person) => (
            <li key={person.user_id}>
              <label className="picker__row">
                <input
                  type="checkbox"
                  checked={chosen.has(person.user_id)}
                  onChange={(event) => toggle(person.user_id, event.target.checked)}
                />
                <span className="picker__name">{person.name}</span>
                {person.detail && <span className="picker__detail">{person.detail}</span>}
                {person.note && <span className="picker__note">{person.note}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
