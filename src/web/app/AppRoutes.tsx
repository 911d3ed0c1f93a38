import type { ReactNode } from "react";
import { Route, Routes } from "react-router";
import { ComingSoon } from "../components/ui/ComingSoon.tsx";
import { AdminDashboardPage } from "../features/admin/AdminDashboardPage.tsx";
import { ApplicationsPage } from "../features/applications/pages/ApplicationsPage.tsx";
import { ApplyPage } from "../features/applications/pages/ApplyPage.tsx";
import { LoginPage } from "../features/auth/pages/LoginPage.tsx";
import { LogoutPage } from "../features/auth/pages/LogoutPage.tsx";
import { InvitationCodesPage } from "../features/invitation-codes/pages/InvitationCodesPage.tsx";
import { AboutPage } from "../features/marketing/pages/AboutPage.tsx";
import { ActivitiesPage } from "../features/marketing/pages/ActivitiesPage.tsx";
import { ContactPage } from "../features/marketing/pages/ContactPage.tsx";
import { HomePage } from "../features/marketing/pages/HomePage.tsx";
import { LegalPage } from "../features/marketing/pages/LegalPage.tsx";
import { MembershipPage } from "../features/marketing/pages/MembershipPage.tsx";
import { NoPermissionPage } from "../features/marketing/pages/NoPermissionPage.tsx";
import { NotFoundPage } from "../features/marketing/pages/NotFoundPage.tsx";
import { MemberHomePage } from "../features/members/MemberHomePage.tsx";
import { ForgotPasswordPage } from "../features/password-reset/pages/ForgotPasswordPage.tsx";
import { ResetPasswordPage } from "../features/password-reset/pages/ResetPasswordPage.tsx";
import { RegisterPage } from "../features/registration/pages/RegisterPage.tsx";
import { SettingsPage } from "../features/settings/pages/SettingsPage.tsx";
import { UsersPage } from "../features/users/pages/UsersPage.tsx";
import { GalleryPage } from "../features/gallery/pages/GalleryPage.tsx";
import { site } from "../content/site.ts";
import { RequireAdmin, RequireMember } from "./guards.tsx";
import { SiteLayout } from "./layout/SiteLayout.tsx";

const soon = (title: string, description: string) => <ComingSoon title={title} description={description} />;
const member = (page: ReactNode) => <RequireMember>{page}</RequireMember>;

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

        <Route path="calendar" element={member(soon("Events", "The club's calendar of gatherings."))} />
        <Route path="events/invite/:token" element={member(soon("Event invitation", "Accept an invitation to an event."))} />
        <Route path="events/:id" element={member(soon("Event", "The event's details, participants, images and conversation."))} />
        <Route path="gallery" element={member(<GalleryPage />)} />
        <Route path="settings" element={member(<SettingsPage />)} />
        <Route path="member-home" element={member(<MemberHomePage />)} />
        <Route path="activities-member" element={member(soon("Schedule", "Plan gatherings on the schedule."))} />

        <Route path="admin" element={<RequireAdmin nonAdminTo="/home"><AdminDashboardPage /></RequireAdmin>} />
        <Route path="admin/invitation-codes" element={<RequireAdmin nonAdminTo="/no-permission"><InvitationCodesPage /></RequireAdmin>} />
        <Route path="applications" element={<RequireAdmin nonAdminTo="/no-permission"><ApplicationsPage /></RequireAdmin>} />
        <Route path="users" element={<RequireAdmin nonAdminTo="/no-permission"><UsersPage /></RequireAdmin>} />
        <Route path="mail" element={<RequireAdmin nonAdminTo="/no-permission">{soon("Mail", "Write to the club or to one group.")}</RequireAdmin>} />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
