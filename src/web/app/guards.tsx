import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { SHELL_COPY } from "../content/shell.ts";
import { useAuthStatus } from "../features/auth/api/get-auth-status.ts";

function NoAccess() {
  return (
    <main id="main" className="page status-page" aria-busy="true">
      <p>{SHELL_COPY.noAccess}</p>
    </main>
  );
}

/** Where a logged-out visitor goes: the login page, which brings them back afterwards (to the emailed comment too). */
function useLoginRedirect() {
  const location = useLocation();
  return `/login?next=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}

/** While a temporary password is pending, every protected page sends the member to /settings to choose a new one. */
const SETTINGS = "/settings";
function useMustChangePassword(status: ReturnType<typeof useAuthStatus>) {
  const { pathname } = useLocation();
  return status.data?.authenticated === true && status.data.mustChangePassword && pathname !== SETTINGS;
}

/** Protected pages (docs/product/screens.md#protected-and-admin-pages): "No Access" while the status is unknown, then the page or the login. */
export function RequireMember({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  const loginPath = useLoginRedirect();
  const mustChange = useMustChangePassword(status);
  if (status.isPending) return <NoAccess />;
  if (!status.data?.authenticated) return <Navigate to={loginPath} replace />;
  if (mustChange) return <Navigate to={SETTINGS} replace />;
  return children;
}

/**
 * Admin pages (docs/product/screens.md#protected-and-admin-pages): logged out → login; a member who is not an admin → /home from the
 * dashboard, /no-permission from the other admin pages.
 */
export function RequireAdmin({
  children,
  nonAdminTo,
}: {
  children: ReactNode;
  nonAdminTo: "/home" | "/no-permission";
}) {
  const status = useAuthStatus();
  const member = status.data?.authenticated ? status.data.user : undefined;
  return <RequireMember>{member && !member.admin ? <Navigate to={nonAdminTo} replace /> : children}</RequireMember>;
}
