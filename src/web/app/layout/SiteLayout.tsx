import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PAGE_TITLES } from "../../content/page-titles.ts";
import { SHELL_COPY } from "../../content/shell.ts";
import { SITE_COPY } from "../../content/site.ts";
import { Footer } from "./Footer.tsx";
import { Menu } from "./Menu.tsx";
import { useAuthStatus } from "../../features/auth/api/get-auth-status.ts";
import { PageSlot } from "./PageSlot.tsx";

export function SiteLayout() {
  const { pathname } = useLocation();
  // Only once the session says she is a visitor, so that a member never sees it for a frame.
  const visitor = useAuthStatus().data?.authenticated === false;
  // The tab says where the visitor is after moving inside the app too, as the prerendered HTML does on arrival. Every
  // other route names itself (usePageTitle in AppRoutes, and pages such as an event's).
  useEffect(() => {
    if (Object.hasOwn(PAGE_TITLES, pathname)) document.title = PAGE_TITLES[pathname]!;
  }, [pathname]);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {SHELL_COPY.header.skipLink}
      </a>
      <header className="site-header">
        <Link to="/" className="wordmark" aria-label={SHELL_COPY.header.wordmarkLabel(SITE_COPY.clubName)}>
          {SITE_COPY.clubName}
        </Link>
        <div className="site-header__actions">
          {visitor && pathname !== "/login" && (
            <Link to="/login" className="site-header__login">
              {SHELL_COPY.header.logIn}
            </Link>
          )}
          <Menu />
        </div>
      </header>
      <PageSlot />
      <Footer />
    </div>
  );
}
