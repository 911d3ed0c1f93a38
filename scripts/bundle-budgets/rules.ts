import type { BudgetRules } from "./budgets.ts";

// The form pages still load zod (25 KB gzipped) with the page, over the shell's 100 KB; these ceilings
// stop any growth until that changes (docs/performance.md, "Pages", says what was measured and tried).
const FORM_CEILING = 127 * 1024;
// The club application and registration also validate phone numbers with libphonenumber-js (30 KB).
const PHONE_FORM_CEILING = 160 * 1024;

// Manifest keys are paths under src/web. A public page in the entry has no `page`; one in a chunk of its
// own (src/web/app/AppRoutes.tsx) names it. Keep both lists in step with AppRoutes.tsx: a key the build
// does not know fails the check.
export const SALON_BUDGETS: BudgetRules = {
  entry: "index.html",
  budgetBytes: 120 * 1024,
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
    { path: "/login", page: "features/auth/pages/LoginPage.tsx", ceilingBytes: FORM_CEILING },
    { path: "/logout", page: "features/auth/pages/LogoutPage.tsx", ceilingBytes: FORM_CEILING },
    { path: "/register/:token", page: "features/registration/pages/RegisterPage.tsx", ceilingBytes: PHONE_FORM_CEILING },
    { path: "/request", page: "features/applications/pages/ApplyPage.tsx", ceilingBytes: PHONE_FORM_CEILING },
    { path: "/forgot-password", page: "features/password-reset/pages/ForgotPasswordPage.tsx", ceilingBytes: FORM_CEILING },
    { path: "/reset-password/:token", page: "features/password-reset/pages/ResetPasswordPage.tsx", ceilingBytes: FORM_CEILING },
  ],
  separateParts: [
    {
      name: "the members' area",
      modules: [
        "features/events/pages/EventsPage.tsx",
        "features/events/pages/EventPage.tsx",
        "features/events/pages/InvitationPage.tsx",
        "features/gallery/pages/GalleryPage.tsx",
        "features/settings/pages/SettingsPage.tsx",
        "features/members/MemberHomePage.tsx",
        "features/schedule/SchedulePage.tsx",
      ],
    },
    { name: "the lightbox", modules: ["features/gallery/components/GalleryLightbox.tsx"] },
    { name: "the composer", modules: ["features/mail/MailPage.tsx"] },
    {
      name: "the admin screens",
      modules: [
        "features/admin/AdminDashboardPage.tsx",
        "features/admin/AuditLogPage.tsx",
        "features/invitation-codes/pages/InvitationCodesPage.tsx",
        "features/applications/pages/ApplicationsPage.tsx",
        "features/users/pages/UsersPage.tsx",
        "features/mail/MailLogPage.tsx",
      ],
    },
  ],
};
