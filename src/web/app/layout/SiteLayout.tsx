import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { pageTitle } from "../../content/page-titles.ts";
import { site } from "../../content/site.ts";
import { Footer } from "./Footer.tsx";
import { Menu } from "./Menu.tsx";
import { PageSlot } from "./PageSlot.tsx";

export function SiteLayout() {
  const { pathname } = useLocation();
  // The tab says where the visitor is after moving inside the app too, as the prerendered HTML does on arrival.
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link to="/" className="wordmark" aria-label={`${site.clubName}, home`}>
          {site.clubName}
        </Link>
        <Menu />
      </header>
      <PageSlot />
      <Footer />
    </div>
  );
}
