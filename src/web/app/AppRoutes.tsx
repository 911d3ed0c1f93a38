import type { ComponentType } from "react";
import { Route, Routes, useSearchParams } from "react-router";
import { AboutPage } from "../features/site/pages/AboutPage.tsx";
import { ActivitiesPage } from "../features/site/pages/ActivitiesPage.tsx";
import { ContactPage } from "../features/site/pages/ContactPage.tsx";
import { HomePage } from "../features/site/pages/HomePage.tsx";
import { LegalPage } from "../features/site/pages/LegalPage.tsx";
import { MembershipPage } from "../features/site/pages/MembershipPage.tsx";
import { NoPermissionPage } from "../features/site/pages/NoPermissionPage.tsx";
import { NotFoundPage } from "../features/site/pages/NotFoundPage.tsx";
import { SITE_COPY } from "../content/site.ts";
import { useAuthStatus } from "../features/auth/index.ts";
import { RequireAdmin, RequireMember } from "./guards.tsx";
import { SiteLayout } from "./layout/SiteLayout.tsx";
import { PageLoading } from "./layout/PageSlot.tsx";
import { lazyPage, usePageChunk, type LazyPage } from "./lazy-page.ts";
import { PAGE_CHUNKS, type PageName } from "./page-chunks.ts";
import { useStartedFromBuild } from "./started-from-build.ts";

// The public marketing pages are in the app's chunk (they are prerendered and hydrate at once); every other
// page is a chunk of its own (page-chunks.ts), fetched when first opened (scripts/check-bundle-budgets.ts holds this line).
const pages = Object.fromEntries(
  Object.entries(PAGE_CHUNKS).map(([name, chunk]) => [
    name,
    lazyPage(chunk.load as () => Promise<Record<string, ComponentType>>, name),
  ]),
) as Record<PageName, LazyPage>;

const PUBLIC_FORMS: readonly PageName[] = [
  "LoginPage",
  "LogoutPage",
  "SignInLinkPage",
  "RegisterPage",
  "ApplyPage",
  "ForgotPasswordPage",
  "ResetPasswordPage",
];
const MEMBER_PAGES: readonly PageName[] = [
  "EventsPage",
  "InvitationPage",
  "EventPage",
  "GalleryPage",
  "StaysPage",
  "CommitteesPage",
  "SettingsPage",
  "MemberHomePage",
  "SchedulePage",
  "MembersPage",
  "SearchPage",
  "NotificationsPage",
  "MessagesPage",
  "SponsorshipPage",
];
const ADMIN_PAGES: readonly PageName[] = [
  "InvitationCodesPage",
  "ClubSettingsPage",
  "ApplicationsPage",
  "UsersPage",
  "MailLogPage",
  "AuditLogPage",
  "ReportedMessagesPage",
];

// The page's chunk is fetched while the guard still waits for the auth status, not after it; the page
// renders once both are in (usePageChunk).
function MemberRoute({ page: Page }: { page: LazyPage }) {
  const arrived = usePageChunk(Page);
  return <RequireMember>{arrived ? <Page /> : <PageLoading />}</RequireMember>;
}

function AdminRoute({
  page: Page,
  nonAdminTo = "/no-permission",
}: {
  page: LazyPage;
  nonAdminTo?: "/home" | "/no-permission";
}) {
  const arrived = usePageChunk(Page);
  return <RequireAdmin nonAdminTo={nonAdminTo}>{arrived ? <Page /> : <PageLoading />}</RequireAdmin>;
}

/**
 * /home: the public home, prerendered, for visitors; her own home once the session says she is a member. The server
 * sends a member the app's frame instead of the public page, so until the session is known she sees "Loading…".
 */
function HomeRoute() {
  const status = useAuthStatus();
  const startedFromBuild = useStartedFromBuild();
  if (status.data?.authenticated) return <MemberRoute page={pages.MemberHomePage} />;
  if (status.isPending && !startedFromBuild) return <PageLoading />;
  return <HomePage />;
}

/** /mail is for admins; /mail?eventId= (an announcement) for any member, and the server decides (docs/product/emails.md#bulk-mail). */
function MailRoute() {
  const [params] = useSearchParams();
  return params.get("eventId") ? <MemberRoute page={pages.MailPage} /> : <AdminRoute page={pages.MailPage} />;
}

/** Every route of docs/product/screens.md#routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomeRoute />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="membership" element={<MembershipPage />} />
        <Route path="activities" element={<ActivitiesPage />} />
        <Route path="privacy-policy" element={<LegalPage content={SITE_COPY.privacy} />} />
        <Route path="terms-of-service" element={<LegalPage content={SITE_COPY.terms} />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="no-permission" element={<NoPermissionPage />} />
        {PUBLIC_FORMS.map((name) => {
          const Page = pages[name];
          return <Route key={name} path={PAGE_CHUNKS[name].path} element={<Page />} />;
        })}
        {MEMBER_PAGES.map((name) => (
          <Route key={name} path={PAGE_CHUNKS[name].path} element={<MemberRoute page={pages[name]} />} />
        ))}
        <Route
          path={PAGE_CHUNKS.AdminDashboardPage.path}
          element={<AdminRoute page={pages.AdminDashboardPage} nonAdminTo="/home" />}
        />
        {ADMIN_PAGES.map((name) => (
          <Route key={name} path={PAGE_CHUNKS[name].path} element={<AdminRoute page={pages[name]} />} />
        ))}
        <Route path={PAGE_CHUNKS.MailPage.path} element={<MailRoute />} />
        <Route path="/members/:userId" element={<MemberRoute page={pages.MembersPage} />} />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
