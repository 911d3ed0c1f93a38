import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useAuthStatus } from "../../auth/index.ts";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { DetailsForm } from "../components/DetailsForm.tsx";
import { PasswordForm } from "../components/PasswordForm.tsx";
import { CalendarFeedSection } from "../components/CalendarFeedSection.tsx";
import { PreferencesForm } from "../components/PreferencesForm.tsx";

export const MUST_CHANGE_PASSWORD =
  "An admin has given you a temporary password. Please choose a new password before you continue.";

/** /settings (docs/product/screens.md#settings): details, password and email preferences; only the password while a temporary one is pending. */
export function SettingsPage() {
  const status = useAuthStatus();
  if (!status.data?.authenticated) return null;
  const { user, mustChangePassword } = status.data;
  return (
    <main id="main" className="page settings">
      <PageHeading
        eyebrow="Members' area"
        title="Settings"
        lede={mustChangePassword ? undefined : "Your name, your profile, your password and the letters you receive."}
      />
      {mustChangePassword && (
        <p role="alert" className="settings__must-change">
          {MUST_CHANGE_PASSWORD}
        </p>
      )}
      {!mustChangePassword && <DetailsForm user={user} />}
      {!mustChangePassword && (
        <section className="settings__section" aria-labelledby="settings-profile">
          <h2 id="settings-profile">Your profile</h2>
          <p>Your photo, your work, a few words, your showcase, and who sees each of them.</p>
          <ButtonLink to={`/members/${user.user_id}?edit`}>Edit your profile</ButtonLink>
        </section>
      )}
      <PasswordForm />
      {!mustChangePassword && <PreferencesForm />}
      {!mustChangePassword && <CalendarFeedSection />}
    </main>
  );
}
