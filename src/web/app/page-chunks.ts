import type { WebRoute } from "../../shared/web-routes.ts";

/**
 * Every page in a chunk of its own, by the name it exports (its module's file name, so also its chunk's name): its
 * path (docs/product/screens.md#routes) and its import. AppRoutes builds its lazy pages and routes from this; the build writes which chunks
 * each path needs (scripts/web-build/page-preloads.ts), so that the server's HTML for that path has the browser
 * fetch them with the app, not once the app has run and asked who is logged in.
 */
export const PAGE_CHUNKS = {
  LoginPage: { path: "/login", load: () => import("../features/auth/pages/LoginPage.tsx") },
  LogoutPage: { path: "/logout", load: () => import("../features/auth/pages/LogoutPage.tsx") },
  SignInLinkPage: { path: "/sign-in/:token", load: () => import("../features/auth/pages/SignInLinkPage.tsx") },
  RegisterPage: { path: "/register/:token", load: () => import("../features/registration/pages/RegisterPage.tsx") },
  ApplyPage: { path: "/request", load: () => import("../features/applications/pages/ApplyPage.tsx") },
  ForgotPasswordPage: {
    path: "/forgot-password",
    load: () => import("../features/auth/pages/ForgotPasswordPage.tsx"),
  },
  ResetPasswordPage: {
    path: "/reset-password/:token",
    load: () => import("../features/auth/pages/ResetPasswordPage.tsx"),
  },
  EventsPage: { path: "/calendar", load: () => import("../features/events/pages/EventsPage.tsx") },
  InvitationPage: { path: "/events/invite/:token", load: () => import("../features/events/pages/InvitationPage.tsx") },
  EventPage: { path: "/events/:id", load: () => import("../features/events/pages/EventPage.tsx") },
  GalleryPage: { path: "/gallery", load: () => import("../features/gallery/pages/GalleryPage.tsx") },
  StaysPage: { path: "/stays/:id?", load: () => import("../features/stays/pages/StaysPage.tsx") },
  CommitteesPage: {
    path: "/committees",
    load: () => import("../features/committees/pages/CommitteesPage.tsx"),
  },
  SponsorshipPage: {
    path: "/sponsorships/:token",
    load: () => import("../features/applications/pages/SponsorshipPage.tsx"),
  },
  SettingsPage: { path: "/settings", load: () => import("../features/members/pages/SettingsPage.tsx") },
  MemberHomePage: { path: "/member-home", load: () => import("../features/home/pages/MemberHomePage.tsx") },
  MembersPage: { path: "/members", load: () => import("../features/profiles/pages/MembersPage.tsx") },
  SearchPage: { path: "/search", load: () => import("../features/search/pages/SearchPage.tsx") },
  NotificationsPage: {
    path: "/notifications",
    load: () => import("../features/notifications/pages/NotificationsPage.tsx"),
  },
  MessagesPage: {
    path: "/messages/:id?",
    load: () => import("../features/conversations/pages/MessagesPage.tsx"),
  },
  SchedulePage: { path: "/activities-member", load: () => import("../features/events/pages/SchedulePage.tsx") },
  AdminDashboardPage: { path: "/admin", load: () => import("../features/admin-overview/pages/AdminDashboardPage.tsx") },
  InvitationCodesPage: {
    path: "/admin/invitation-codes",
    load: () => import("../features/invitation-codes/pages/InvitationCodesPage.tsx"),
  },
  ClubSettingsPage: {
    path: "/admin/club-settings",
    load: () => import("../features/club-settings/pages/ClubSettingsPage.tsx"),
  },
  ApplicationsPage: {
    path: "/applications",
    load: () => import("../features/applications/pages/ApplicationsPage.tsx"),
  },
  UsersPage: { path: "/users", load: () => import("../features/members/pages/UsersPage.tsx") },
  MailPage: { path: "/mail", load: () => import("../features/mailings/pages/MailPage.tsx") },
  MailLogPage: { path: "/admin/mail-log", load: () => import("../features/mailings/pages/MailLogPage.tsx") },
  AuditLogPage: { path: "/admin/audit-log", load: () => import("../features/audit/pages/AuditLogPage.tsx") },
  ReportedMessagesPage: {
    path: "/admin/reported-messages",
    load: () => import("../features/conversations/pages/ReportedMessagesPage.tsx"),
  },
} as const satisfies Record<string, { path: WebRoute; load: () => Promise<unknown> }>;

export type PageName = keyof typeof PAGE_CHUNKS;
