import { Suspense, useLayoutEffect } from "react";
import { Link, useLocation } from "react-router";
import { pageTitle } from "../../content/page-titles.ts";
import { SHELL_COPY } from "../../content/shell.ts";
import { useClubName } from "../../lib/public-config.ts";
import { useAuthStatus } from "../../features/auth/api/get-auth-status.ts";
import { NotificationBell } from "../../features/notifications/index.ts";
import { HeaderSearch } from "../../features/search/index.ts";
import { Footer } from "./Footer.tsx";
import { Menu } from "./Menu.tsx";
import { PageSlot } from "./PageSlot.tsx";

export function SiteLayout() {
  const { pathname } = useLocation();
  // The club's name as its admins set it (/api/config), as the footer shows it; the built-in name until it has loaded.
  const clubName = useClubName();
  const status = useAuthStatus();
  const signedIn = status.data?.authenticated === true;
  // The tab says where the visitor is after moving inside the app too, as the prerendered HTML does on arrival. A layout
  // effect, so that it runs before a page's own usePageTitle (a passive effect) that names an event or a member.
  useLayoutEffect(() => {
    document.title = pageTitle(pathname, clubName);
  }, [pathname, clubName]);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {SHELL_COPY.header.skipLink}
      </a>
      <header className="site-header">
        <Link to="/" className="wordmark" aria-label={SHELL_COPY.header.wordmarkLabel(clubName)}>
          {clubName}
        </Link>
        {status.data?.authenticated === false && pathname !== "/login" && (
          <Link to="/login" className="site-header__login">
            {SHELL_COPY.header.logIn}
          </Link>
        )}
        {signedIn && (
          <Suspense fallback={null}>
            <HeaderSearch />
          </Suspense>
        )}
        {signedIn && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        <Menu />
      </header>
      <PageSlot />
      <Footer />
    </div>
  );
}
