import type { PageName } from "./page-chunks.ts";

/** What each page in a chunk of its own is called in the browser tab, before " · <club name>" (usePageTitle). */
export const ROUTE_TITLES: Readonly<Record<PageName, string>> = {
  LoginPage: "Log in",
  LogoutPage: "Log out",
  SignInLinkPage: "Sign in",
  RegisterPage: "Register",
  ApplyPage: "Apply",
  ForgotPasswordPage: "Forgot password",
  ResetPasswordPage: "Reset password",
  EventsPage: "Events",
  InvitationPage: "Invitation",
  EventPage: "Event",
  GalleryPage: "Gallery",
  StaysPage: "Stays",
  SettingsPage: "Settings",
  MemberHomePage: "Home",
  MembersPage: "Members",
  SchedulePage: "Activities",
  AdminDashboardPage: "Admin",
  InvitationCodesPage: "Invitation codes",
  ApplicationsPage: "Applications",
  UsersPage: "User Management",
  MailPage: "Mail",
  MailLogPage: "Mail log",
  AuditLogPage: "Audit log",
};

/** The pages of the public site that are not in a chunk of their own, titled the same way where the prerender does not. */
export const OTHER_TITLES = { notFound: "Page not found", noPermission: "No permission" } as const;
