import { lazy, Suspense, useEffect, useState } from "react";
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
import { FirstAdminWelcome } from "../components/FirstAdminWelcome.tsx";
import { MEMBERS_COPY } from "../../../content/members.ts";
import { PrivacySection } from "../../privacy/index.ts";
import { PhotoTaggingSection } from "../../gallery/index.ts";
import { InviteFriendSection } from "../../invitation-codes/index.ts";
import { NotificationPreferencesSection } from "../../notifications/index.ts";
import { MessageSettingsSection } from "../../conversations/index.ts";
import { loadMyMembership } from "../../membership/index.ts";

const MyMembership = lazy(loadMyMembership);

const COPY = MEMBERS_COPY.settingsPage;

/** /settings (docs/product/screens.md#settings): details, password and email preferences; only the password while a temporary one is pending. */
export function SettingsPage() {
  const status = useAuthStatus();
  const { hash } = useLocation();
  const ready = status.data?.authenticated === true;
  // The welcome, once begun, stays until its last step, though her new password ends the state that began it.
  const [welcoming, setWelcoming] = useState(false);
  if (status.data?.authenticated && status.data.welcome && !welcoming) setWelcoming(true);
  // An admin sent here to set up a second factor (/settings#security) lands on that section.
  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [ready, hash]);
  if (!status.data?.authenticated) return null;
  const { user, mustChangePassword } = status.data;
  if (welcoming) return <FirstAdminWelcome user={user} />;
  return (
    <main id="main" className="page settings">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={mustChangePassword ? undefined : COPY.lede} />
      {mustChangePassword && (
        <p role="alert" className="settings__must-change">
          {COPY.mustChangePassword}
        </p>
      )}
      {!mustChangePassword && <DetailsForm user={user} />}
      {!mustChangePassword && (
        <section className="settings__section" aria-labelledby="settings-profile">
          <h2 id="settings-profile">{COPY.profileHeading}</h2>
          <p>{COPY.profileText}</p>
          <ButtonLink to={`/members/${user.user_id}?edit`}>{COPY.editProfile}</ButtonLink>
        </section>
      )}
      {!mustChangePassword && (
        <Suspense fallback={null}>
          <MyMembership />
        </Suspense>
      )}
      <PasswordForm />
      {!mustChangePassword && <InviteFriendSection />}
      {!mustChangePassword && <PreferencesForm />}
      {!mustChangePassword && (
        <Suspense fallback={null}>
          <NotificationPreferencesSection />
        </Suspense>
      )}
      {!mustChangePassword && <MessageSettingsSection />}
      {!mustChangePassword && (
        <section id="security" className="settings__section" aria-labelledby="settings-security">
          <h2 id="settings-security">{COPY.securityHeading}</h2>
          <TwoFactorSection />
          <PasskeysSection />
          <SessionsSection />
        </section>
      )}
      {!mustChangePassword && <CalendarFeedSection />}
      {!mustChangePassword && (
        <PrivacySection>
          <PhotoTaggingSection />
        </PrivacySection>
      )}
    </main>
  );
}
