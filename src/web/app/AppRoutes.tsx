import type { ReactNode } from "react";
import { Route, Routes, useSearchParams } from "react-router";
import { AdminDashboardPage } from "../features/admin/AdminDashboardPage.tsx";
import { AuditLogPage } from "../features/admin/AuditLogPage.tsx";
import { ApplicationsPage } from "../features/applications/pages/ApplicationsPage.tsx";
import { ApplyPage } from "../features/applications/pages/ApplyPage.tsx";
import { LoginPage } from "../features/auth/pages/LoginPage.tsx";
import { LogoutPage } from "../features/auth/pages/LogoutPage.tsx";
import { InvitationCodesPage } from "../features/invitation-codes/pages/InvitationCodesPage.tsx";
import { MailLogPage } from "../features/mail/MailLogPage.tsx";
import { MailPage } from "../features/mail/MailPage.tsx";
import { AboutPage } from "../features/marketing/pages/AboutPage.tsx";
import { ActivitiesPage } from "../features/marketing/pages/ActivitiesPage.tsx";
import { ContactPage } from "../features/marketing/pages/ContactPage.tsx";
import { HomePage } from "../features/marketing/pages/HomePage.tsx";
import { LegalPage } from "../features/marketing/pages/LegalPage.tsx";
import { MembershipPage } from "../features/marketing/pages/MembershipPage.tsx";
import { NoPermissionPage } from "../features/marketing/pages/NoPermissionPage.tsx";
import { NotFoundPage } from "../features/marketing/pages/NotFoundPage.tsx";
import { MemberHomePage } from "../features/members/MemberHomePage.tsx";
import { GalleryPage } from "../features/gallery/pages/GalleryPage.tsx";
import { EventPage } from "../features/events/pages/EventPage.tsx";
import { EventsPage } from "../features/events/pages/EventsPage.tsx";
import { InvitationPage } from "../features/events/pages/InvitationPage.tsx";
import { ForgotPasswordPage } from "../features/password-reset/pages/ForgotPasswordPage.tsx";
import { ResetPasswordPage } from "../features/password-reset/pages/ResetPasswordPage.tsx";
import { SchedulePage } from "../features/schedule/SchedulePage.tsx";
import { RegisterPage } from "../features/registration/pages/RegisterPage.tsx";
import { SettingsPage } from "../features/settings/pages/SettingsPage.tsx";
import { UsersPage } from "../features/users/pages/UsersPage.tsx";
import { site } from "../content/site.ts";
import { RequireAdmin, RequireMember } from "./guards.tsx";
import { SiteLayout } from "./layout/SiteLayout.tsx";

const member = (page: ReactNode) => <RequireMember>{page}</RequireMember>;

/** /mail is for admins; /mail?eventId= (an announcement) for any member, and the server decides (DECISIONS §8). */
function MailRoute() {
  const [params] = useSearchParams();
  return params.get("eventId") ? member(<MailPage />) : <RequireAdmin nonAdminTo="/no-permission"><MailPage /></RequireAdmin>;
}

/** Every route of spec §2's table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="membership" element={<MembershipPage />} />
        <Route path="activities" element={<ActivitiesPage />} />
        <Route path="privacy-policy" element={<LegalPage content={site.privacy} />} />
        <Route path="terms-of-service" element={<LegalPage content={site.terms} />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="logout" element={<LogoutPage />} />
        <Route path="no-permission" element={<NoPermissionPage />} />
        <Route path="register/:token" element={<RegisterPage />} />
        <Route path="request" element={<ApplyPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />

        <Route path="calendar" element={member(<EventsPage />)} />
        <Route path="events/invite/:token" element={member(<InvitationPage />)} />
        <Route path="events/:id" element={member(<EventPage />)} />
        <Route path="gallery" element={member(<GalleryPage />)} />
        <Route path="settings" element={member(<SettingsPage />)} />
        <Route path="member-home" element={member(<MemberHomePage />)} />
        <Route path="activities-member" element={member(<SchedulePage />)} />

        <Route path="admin" element={<RequireAdmin nonAdminTo="/home"><AdminDashboardPage /></RequireAdmin>} />
        <Route path="admin/invitation-codes" element={<RequireAdmin nonAdminTo="/no-permission"><InvitationCodesPage /></RequireAdmin>} />
        <Route path="applications" element={<RequireAdmin nonAdminTo="/no-permission"><ApplicationsPage /></RequireAdmin>} />
        <Route path="users" element={<RequireAdmin nonAdminTo="/no-permission"><UsersPage /></RequireAdmin>} />
        <Route path="mail" element={<MailRoute />} />
        <Route path="admin/mail-log" element={<RequireAdmin nonAdminTo="/no-permission"><MailLogPage /></RequireAdmin>} />
        <Route path="admin/audit-log" element={<RequireAdmin nonAdminTo="/no-permission"><AuditLogPage /></RequireAdmin>} />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
