import { Link } from "react-router";
import { site } from "../../content/site.ts";
import { Footer } from "./Footer.tsx";
import { Menu } from "./Menu.tsx";
import { PageSlot } from "./PageSlot.tsx";

export function SiteLayout() {
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
