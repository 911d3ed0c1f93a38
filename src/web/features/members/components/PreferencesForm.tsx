import type { Preferences } from "../../../../shared/members.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { usePreferences } from "../api/get-preferences.ts";
import { useUpdatePreferences } from "../api/update-preferences.ts";

const SWITCHES: ReadonlyArray<{ key: keyof Preferences; label: string; text: string }> = [
  {
    key: "clubAnnouncements",
    label: "Club announcements",
    text: "Letters from the club and announcements of gatherings.",
  },
  {
    key: "commentNotifications",
    label: "Comment notifications",
    text: "An email when a member mentions you, or comments on your events and photos.",
  },
];

/** The email switches (club announcements, comment notifications: docs/product/emails.md); each change is saved at once. */
export function PreferencesForm() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const current = preferences.data;

  return (
    <section className="settings__section" aria-labelledby="settings-email">
      <h2 id="settings-email">Email preferences</h2>
      {preferences.isPending && <p>Loading…</p>}
      {preferences.isError && <Alert>Failed to load your email preferences.</Alert>}
      {current && (
        <ul className="switches">
          {SWITCHES.map(({ key, label, text }) => (
            <li key={key} className="switch">
              <div className="switch__label">
                <input
                  id={`preference-${key}`}
                  type="checkbox"
                  role="switch"
                  className="switch__input"
                  aria-describedby={`preference-${key}-hint`}
                  checked={current[key]}
                  disabled={update.isPending}
                  onChange={(e) => update.mutate({ ...current, [key]: e.target.checked })}
                />
                <span className="switch__text">
                  <label htmlFor={`preference-${key}`} className="switch__name">
                    {label}
                  </label>
                  <span id={`preference-${key}-hint`} className="switch__hint">
                    {text}
                  </span>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {update.isSuccess && <Alert tone="success">Email preferences saved.</Alert>}
      {update.isError && <Alert>Failed to save your email preferences.</Alert>}
    </section>
  );
}
