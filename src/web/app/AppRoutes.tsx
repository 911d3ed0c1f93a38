import { Route, Routes, useSearchParams } from "react-router";
import { AboutPage } from "../features/marketing/pages/AboutPage.tsx";
import { ActivitiesPage } from "../features/marketing/pages/ActivitiesPage.tsx";
import { ContactPage } from "../features/marketing/pages/ContactPage.tsx";
import { HomePage } from "../features/marketing/pages/HomePage.tsx";
import { LegalPage } from "../features/marketing/pages/LegalPage.tsx";
import { MembershipPage } from "../features/marketing/pages/MembershipPage.tsx";
import { NoPermissionPage } from "../features/marketing/pages/NoPermissionPage.tsx";
import { NotFoundPage } from "../features/marketing/pages/NotFoundPage.tsx";
import { site } from "../content/site.ts";
import { RequireAdmin, RequireMember } from "./guards.tsx";
import { SiteLayout } from "./layout/SiteLayout.tsx";
import { PageLoading } from "./layout/PageSlot.tsx";
import { lazyPage, usePageChunk, type LazyPage } from "./lazy-page.ts";

// The public marketing pages are in the entry (they are prerendered and hydrate at once); every other
// page is a chunk of its own, fetched when first opened (scripts/check-bundle-budgets.ts holds this line).
const LoginPage = lazyPage(() => import("../features/auth/pages/LoginPage.tsx"), "LoginPage");
const LogoutPage = lazyPage(() => import("../features/auth/pages/LogoutPage.tsx"), "LogoutPage");
const RegisterPage = lazyPage(() => import("../features/registration/pages/RegisterPage.tsx"), "RegisterPage");
const ApplyPage = lazyPage(() => import("../features/applications/pages/ApplyPage.tsx"), "ApplyPage");
const ForgotPasswordPage = lazyPage(() => import("../features/password-reset/pages/ForgotPasswordPage.tsx"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("../features/password-reset/pages/ResetPasswordPage.tsx"), "ResetPasswordPage");
const EventsPage = lazyPage(() => import("../features/events/pages/EventsPage.tsx"), "EventsPage");
const InvitationPage = lazyPage(() => import("../features/events/pages/InvitationPage.tsx"), "InvitationPage");
const EventPage = lazyPage(() => import("../features/events/pages/EventPage.tsx"), "EventPage");
const GalleryPage = lazyPage(() => import("../features/gallery/pages/GalleryPage.tsx"), "GalleryPage");
const SettingsPage = lazyPage(() => import("../features/settings/pages/SettingsPage.tsx"), "SettingsPage");
const MemberHomePage = lazyPage(() => import("../features/members/MemberHomePage.tsx"), "MemberHomePage");
const SchedulePage = lazyPage(() => import("../features/schedule/SchedulePage.tsx"), "SchedulePage");
const AdminDashboardPage = lazyPage(() => import("../features/admin/AdminDashboardPage.tsx"), "AdminDashboardPage");
const AuditLogPage = lazyPage(() => import("../features/admin/AuditLogPage.tsx"), "AuditLogPage");
const InvitationCodesPage = lazyPage(() => import("../features/invitation-codes/pages/InvitationCodesPage.tsx"), "InvitationCodesPage");
const ApplicationsPage = lazyPage(() => import("../features/applications/pages/ApplicationsPage.tsx"), "ApplicationsPage");
const UsersPage = lazyPage(() => import("../features/users/pages/UsersPage.tsx"), "UsersPage");
const MailPage = lazyPage(() => import("../features/mail/MailPage.tsx"), "MailPage");
const MailLogPage = lazyPage(() => import("../features/mail/MailLogPage.tsx"), "MailLogPage");

// The page's chunk is fetched while the guard still waits for the auth status, not after it; the page
// renders once both are in (usePageChunk).
function MemberRoute({ page: Page }: { page: LazyPage }) {
  const arrived = usePageChunk(Page);
  return <RequireMember>{arrived ? <Page /> : <PageLoading />}</RequireMember>;
}

function AdminRoute({ page: Page, nonAdminTo = "/no-permission" }: { page: LazyPage; nonAdminTo?: "/home" | "/no-permission" }) {
  const arrived = usePageChunk(Page);
  return <RequireAdmin nonAdminTo={nonAdminTo}>{arrived ? <Page /> : <PageLoading />}</RequireAdmin>;
}

/** /mail is for admins; /mail?eventId= (an announcement) for any member, and the server decides (DECISIONS §8). */
function MailRoute() {
  const [params] = useSearchParams();
  return params.get("eventId") ? <MemberRoute page={MailPage} /> : <AdminRoute page={MailPage} />;
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

        <Route path="calendar" element={<MemberRoute page={EventsPage} />} />
        <Route path="events/invite/:token" element={<MemberRoute page={InvitationPage} />} />
        <Route path="events/:id" element={<MemberRoute page={EventPage} />} />
        <Route path="gallery" element={<MemberRoute page={GalleryPage} />} />
        <Route path="settings" element={<MemberRoute page={SettingsPage} />} />
        <Route path="member-home" element={<MemberRoute page={MemberHomePage} />} />
        <Route path="activities-member" element={<MemberRoute page={SchedulePage} />} />

        <Route path="admin" element={<AdminRoute page={AdminDashboardPage} nonAdminTo="/home" />} />
        <Route path="admin/invitation-codes" element={<AdminRoute page={InvitationCodesPage} />} />
        <Route path="applications" element={<AdminRoute page={ApplicationsPage} />} />
        <Route path="users" element={<AdminRoute page={UsersPage} />} />
        <Route path="mail" element={<MailRoute />} />
        <Route path="admin/mail-log" element={<AdminRoute page={MailLogPage} />} />
        <Route path="admin/audit-log" element={<AdminRoute page={AuditLogPage} />} />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
