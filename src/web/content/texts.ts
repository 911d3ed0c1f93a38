/** Interface texts the product fixes (docs/product/screens.md), kept in one place so screens and tests use the same words. */
export const TEXTS = {
  noAccess: "No Access",
  pageLoading: "Loading…",
  pageLoadFailed: "This page could not be loaded. Check your connection and reload.",
  reload: "Reload",
  notFound: "Oops! You're not supposed to be here!",
  noPermission: "You do not have the necessary permission to view this content",
  memberHome: "Welcome! You have access to this page because you are logged in.",
  loggingOut: "Logging out...",
  loginFailed: "Login failed",
  logoutFailed: "Logout failed",
  loggedInAs: "Logged in as",
  applyWithCode: "Apply with Invitation Code",
  loginWithGoogle: "Login with Google",
} as const;
