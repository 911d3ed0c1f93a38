import { useEffect } from "react";
import { useLocation } from "react-router";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useAuthStatus } from "../../auth/index.ts";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { DetailsForm } from "../components/DetailsForm.tsx";
import { PasswordForm } from "../components/PasswordForm.tsx";
import { CalendarFeedSection } from "../components/CalendarFeedSection.tsx";
import { PreferencesForm } from "../components/PreferencesForm.tsx";
import { PasskeysSection } from "../components/PasskeysSection.tsx";
import { SessionsSection } from "../components/SessionsSection.tsx";
import { TwoFactorSection } from "../components/TwoFactorSection.tsx";

export const MUST_CHANGE_PASSWORD =
  "An admin has given you a temporary password. Please choose a new password before you continue.";

/** /settings (docs/product/screens.md#settings): details, password and email preferences; only the password while a temporary one is pending. */
export function SettingsPage() {
  const status = useAuthStatus();
  const { hash } = useLocation();
  const ready = status.data?.authenticated === true;
  // An admin sent here to set up a second factor (/settings#security) lands on that section.
  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [ready, hash]);
  if (!status.data?.authenticated) return null;
  const { user, mustChangePassword } = status.data;
  return (
    <main id="main" className="page settings">
      <PageHeading
        eyebrow="Members' area"
        title="Settings"
        lede={
          mustChangePassword
            ? undefined
            : "Your name, your profile, your password, your security and the letters you receive."
        }
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
      {!mustChangePassword && (
        <section id="security" className="settings__section" aria-labelledby="settings-security">
          <h2 id="settings-security">Security</h2>
          <TwoFactorSection />
          <PasskeysSection />
          <SessionsSection />
        </section>
      )}
      {!mustChangePassword && <CalendarFeedSection />}
    </main>
  );
}
