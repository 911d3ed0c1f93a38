import { Alert } from "../../../components/ui/Alert.tsx";
import { useSaveSecuritySettings, useSecuritySettings } from "../api/security-settings.ts";
import { MEMBERS_COPY } from "../../../content/members.ts";

const COPY = MEMBERS_COPY.clubSecurity;

/** User Management's club-wide security setting: a second factor for every member (docs/product/access.md). */
export function ClubSecuritySettings() {
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();
  const current = settings.data;

  return (
    <section className="club-security" aria-labelledby="club-security-title">
      <h2 id="club-security-title">{COPY.heading}</h2>
      {settings.isPending && <p role="status">{COPY.loading}</p>}
      {settings.isError && <Alert>{COPY.loadFailed}</Alert>}
      {current && (
        <div className="switch__label">
          <input
            id="require-second-factor-for-all"
            type="checkbox"
            role="switch"
            className="switch__input"
            aria-describedby="require-second-factor-for-all-hint"
            checked={current.requireSecondFactorForAll}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ requireSecondFactorForAll: event.target.checked })}
          />
          <span className="switch__text">
            <label htmlFor="require-second-factor-for-all" className="switch__name">
              {COPY.requireForAll}
            </label>
            <span id="require-second-factor-for-all-hint" className="switch__hint">
              {COPY.requireForAllHint}
            </span>
          </span>
        </div>
      )}
      {save.isSuccess && <Alert tone="success">{save.data.message}</Alert>}
      {save.isError && <Alert>{save.error.message || COPY.saveFailed}</Alert>}
    </section>
  );
}
