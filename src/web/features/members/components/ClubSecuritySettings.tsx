import { Alert } from "../../../components/ui/Alert.tsx";
import { useSaveSecuritySettings, useSecuritySettings } from "../api/security-settings.ts";

/** User Management's club-wide security setting: a second factor for every member (docs/product/access.md). */
export function ClubSecuritySettings() {
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();
  const current = settings.data;

  return (
    <section className="club-security" aria-labelledby="club-security-title">
      <h2 id="club-security-title">Club security</h2>
      {settings.isPending && <p role="status">Loading…</p>}
      {settings.isError && <Alert>Failed to load the security settings.</Alert>}
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
              Require two factors for all members
            </label>
            <span id="require-second-factor-for-all-hint" className="switch__hint">
              Every member must set up an authenticator app or a passkey in Settings → Security before she can use the
              members’ pages.
            </span>
          </span>
        </div>
      )}
      {save.isSuccess && <Alert tone="success">{save.data.message}</Alert>}
      {save.isError && <Alert>{save.error.message || "The setting could not be saved."}</Alert>}
    </section>
  );
}
