import type { BudgetRules } from "./budgets.ts";

// Manifest keys are paths under src/web. A public page in the shell (the entry and the app it boots,
// src/web/main.tsx) has no `page`; one in a chunk of its own (src/web/app/AppRoutes.tsx) names it. Keep
// both lists in step with AppRoutes.tsx: a key the build does not know fails the check.
export const SALON_BUDGETS: BudgetRules = {
  shell: ["index.html", "app/boot.tsx"],
  // Every page asks who is signed in, and checks the answer with the zod/mini schemas of shared/session.ts.
  shellChunkNames: ["session"],
  // 120 KB until 2026-11-28; the entry's map of every lazy page's chunks (__vite__mapDeps) grows by some tens of bytes
  // with each page the members' area gains, which /login then carries (docs/performance.md, Bundle budgets).
  budgetBytes: 122 * 1024,
  publicRoutes: [
    { path: "/" },
    { path: "/home" },
    { path: "/about" },
    { path: "/membership" },
    { path: "/activities" },
    { path: "/privacy-policy" },
    { path: "/terms-of-service" },
    { path: "/contact" },
    { path: "/no-permission" },
    { path: "/not-a-page" },
    { path: "/login", page: "features/auth/pages/LoginPage.tsx" },
    { path: "/logout", page: "features/auth/pages/LogoutPage.tsx" },
    { path: "/register/:token", page: "features/registration/pages/RegisterPage.tsx" },
    { path: "/request", page: "features/applications/pages/ApplyPage.tsx" },
    { path: "/forgot-password", page: "features/auth/pages/ForgotPasswordPage.tsx" },
    { path: "/reset-password/:token", page: "features/auth/pages/ResetPasswordPage.tsx" },
  ],
  separateParts: [
    {
      name: "the members' area",
      modules: [
        "features/events/pages/EventsPage.tsx",
        "features/events/pages/EventPage.tsx",
        "features/events/pages/InvitationPage.tsx",
        "features/gallery/pages/GalleryPage.tsx",
        "features/stays/pages/StaysPage.tsx",
        "features/members/pages/SettingsPage.tsx",
        "features/home/pages/MemberHomePage.tsx",
        "features/profiles/pages/MembersPage.tsx",
        "features/events/pages/SchedulePage.tsx",
        "features/notifications/pages/NotificationsPage.tsx",
        "features/notifications/components/NotificationBell.tsx",
      ],
    },
    { name: "the lightbox", modules: ["features/gallery/components/GalleryLightbox.tsx"] },
    { name: "the composer", modules: ["features/mailings/pages/MailPage.tsx"] },
    // TipTap and ProseMirror: loaded by the composer once it shows the editor, never by another page.
    { name: "the rich-text editor", modules: ["features/mailings/components/RichTextEditor.tsx"] },
    {
      name: "the admin screens",
      modules: [
        "features/admin-overview/pages/AdminDashboardPage.tsx",
        "features/audit/pages/AuditLogPage.tsx",
        "features/invitation-codes/pages/InvitationCodesPage.tsx",
        "features/applications/pages/ApplicationsPage.tsx",
        "features/members/pages/UsersPage.tsx",
        "features/mailings/pages/MailLogPage.tsx",
      ],
    },
  ],
};
