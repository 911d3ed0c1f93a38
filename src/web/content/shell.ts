/**
 * The words of the app's frame, which every page loads: the header, the menu, the placeholders and status pages shown
 * in a page's place, and the shared UI components (docs/product/screens.md). Only what the frame itself shows: a
 * page's own words live in its feature's content file, so that they travel in its chunk, not in every page's.
 */
export const SHELL_COPY = {
  header: {
    skipLink: "Skip to content",
    wordmarkLabel: (clubName: string) => `${clubName}, home`,
    /** Beside the menu for a visitor, so that a member need not open the menu to find the way in. */
    logIn: "Log in",
  },
  menu: {
    button: "Menu",
    navLabel: "Main",
    close: "Close",
    logout: "Logout",
    loggedInAs: "Logged in as",
    logoutFailed: "Logout failed",
    membersSection: "Members' Section",
    infoSection: "Info Section",
    adminSection: "Admin",
    /** Each link's label, by its path. */
    links: {
      "/home": "Home",
      "/about": "About",
      "/membership": "Membership",
      "/activities": "Activities",
      "/login": "Login",
      "/calendar": "Events",
      "/gallery": "Gallery",
      "/members": "Members",
      "/stays": "Stays",
      "/committees": "Committees",
      "/settings": "Settings",
      "/admin": "Admin Panel",
    },
  },
  /** What stands in a page's place: while the session is unknown, while its chunk arrives, when it fails to. */
  noAccess: "No Access",
  pageLoading: "Loading…",
  pageLoadFailed: "This page could not be loaded. Check your connection and reload.",
  reload: "Reload",
  notFound: {
    eyebrow: "404",
    title: "Oops! You're not supposed to be here!",
    back: "Return to the entrance",
  },
  noPermission: {
    eyebrow: "Members only",
    title: "Access Denied",
    text: "You do not have the necessary permission to view this content",
    back: "Back to home",
  },
  dialog: {
    close: "Close",
    cancel: "Cancel",
  },
} as const;
