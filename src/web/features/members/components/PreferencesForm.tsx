import type { Preferences } from "../../../../shared/members.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { usePreferences } from "../api/get-preferences.ts";
import { useUpdatePreferences } from "../api/update-preferences.ts";
import { MEMBERS_COPY } from "../../../content/members.ts";

const COPY = MEMBERS_COPY.preferences;

const SWITCHES: ReadonlyArray<{ key: keyof Preferences; label: string; text: string }> = [
  { key: "clubAnnouncements", ...COPY.clubAnnouncements },
  { key: "commentNotifications", ...COPY.commentNotifications },
];

/** The email switches (club announcements, comment notifications: docs/product/emails.md); each change is saved at once. */
export function PreferencesForm() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const current = preferences.data;

  return (
    <section className="settings__section" aria-labelledby="settings-email">
      <h2 id="settings-email">{COPY.heading}</h2>
      {preferences.isPending && <p>{COPY.loading}</p>}
      {preferences.isError && <Alert>{COPY.loadFailed}</Alert>}
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
      {update.isSuccess && <Alert tone="success">{COPY.saved}</Alert>}
      {update.isError && <Alert>{COPY.saveFailed}</Alert>}
    </section>
  );
}
