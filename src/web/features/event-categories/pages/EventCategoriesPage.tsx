import { useState, type FormEvent } from "react";
import { CATEGORY_LIMITS } from "../../../../shared/event-categories.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { EVENT_CATEGORIES_COPY as COPY } from "../../../content/event-categories.ts";
import { useAdminEventCategories, useReplaceEventCategories } from "../api/admin-event-categories.ts";

interface Draft {
  key: string | null;
  label: string;
  hidden: boolean;
}

/**
 * "Event categories" on /admin (#event-categories): rename, hide and add the club's event categories
 * (docs/product/access.md#categories). A section of /admin rather than a route of its own: a new route grows the app
 * shell every page loads, and /login's bundle is at its budget.
 */
export function EventCategoriesPage() {
  const categories = useAdminEventCategories();
  const replace = useReplaceEventCategories();
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [added, setAdded] = useState("");
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  // The admin's edits, over the list as loaded until she makes the first one.
  const shown: Draft[] | null = drafts ?? categories.data?.categories ?? null;

  const change = (index: number, patch: Partial<Draft>) =>
    setDrafts(shown && shown.map((d, i) => (i === index ? { ...d, ...patch } : d)));

  const add = () => {
    const label = added.trim();
    if (!label) return;
    setDrafts([...(shown ?? []), { key: null, label, hidden: false }]);
    setAdded("");
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!shown) return;
    replace.mutate(
      { categories: shown },
      {
        onSuccess: (answer) => {
          setDrafts(answer.categories);
          setNotice({ tone: "success", text: COPY.saved });
        },
        onError: (error) => setNotice({ tone: "error", text: error.message || COPY.saveFailed }),
      },
    );
  };

  return (
    <section id="event-categories" className="categories" aria-labelledby="event-categories-title">
      <h2 id="event-categories-title" className="caps-heading">
        {COPY.title}
      </h2>
      <p>{COPY.lede}</p>
      {categories.isPending && <p role="status">{COPY.loading}</p>}
      {categories.isError && <Alert>{COPY.loadFailed}</Alert>}
      {shown && (
        <form className="categories__form" onSubmit={save}>
          <ul className="categories__list">
            {shown.map((draft, index) => {
              const key = draft.key ?? `${COPY.newKey}-${index + 1}`;
              return (
                <li key={key} className="categories__row">
                  <Field
                    label={COPY.nameOf(key)}
                    value={draft.label}
                    maxLength={CATEGORY_LIMITS.labelMax}
                    required
                    onChange={(e) => change(index, { label: e.target.value })}
                  />
                  <label className="categories__hidden">
                    <input
                      type="checkbox"
                      checked={draft.hidden}
                      onChange={(e) => change(index, { hidden: e.target.checked })}
                    />
                    {COPY.hidden}
                    <span className="visually-hidden">{COPY.hiddenFor(key)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="categories__add">
            <Field
              label={COPY.newCategory}
              value={added}
              maxLength={CATEGORY_LIMITS.labelMax}
              onChange={(e) => setAdded(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="quiet" onClick={add}>
              {COPY.add}
            </Button>
          </div>
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <Button type="submit" disabled={replace.isPending}>
            {replace.isPending ? COPY.saving : COPY.save}
          </Button>
        </form>
      )}
    </section>
  );
}
