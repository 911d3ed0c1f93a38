import type { ReactNode } from "react";
import { Route, Routes } from "react-router";
import { ComingSoon } from "../components/ui/ComingSoon.tsx";
import { AdminDashboardPage } from "../features/admin/AdminDashboardPage.tsx";
import { LoginPage } from "../features/auth/pages/LoginPage.tsx";
import { LogoutPage } from "../features/auth/pages/LogoutPage.tsx";
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
        <Route path="register/:token" element={soon("Register", "Complete your registration from the link in your invitation email.")} />
        <Route path="request" element={soon("Apply to join", "The application with an invitation code opens here.")} />
        <Route path="forgot-password" element={soon("Forgot password", "Ask for a link to reset your password.")} />
        <Route path="reset-password/:token" element={soon("Reset password", "Choose a new password from your reset link.")} />

        <Route path="calendar" element={member(soon("Events", "The club's calendar of gatherings."))} />
        <Route path="events/invite/:token" element={member(soon("Event invitation", "Accept an invitation to an event."))} />
        <Route path="events/:id" element={member(soon("Event", "The event's details, participants, images and conversation."))} />
        <Route path="gallery" element={member(<GalleryPage />)} />
        <Route path="settings" element={member(soon("Settings", "Your name, password and email preferences."))} />
        <Route path="member-home" element={member(<MemberHomePage />)} />
        <Route path="activities-member" element={member(soon("Schedule", "Plan gatherings on the schedule."))} />

        <Route path="admin" element={<RequireAdmin nonAdminTo="/home"><AdminDashboardPage /></RequireAdmin>} />
        <Route path="applications" element={<RequireAdmin nonAdminTo="/no-permission">{soon("Applications", "Review applications to join.")}</RequireAdmin>} />
        <Route path="users" element={<RequireAdmin nonAdminTo="/no-permission">{soon("User Management", "Members, their types and passwords.")}</RequireAdmin>} />
        <Route path="mail" element={<RequireAdmin nonAdminTo="/no-permission">{soon("Mail", "Write to the club or to one group.")}</RequireAdmin>} />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
