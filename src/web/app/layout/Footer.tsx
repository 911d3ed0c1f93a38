import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { SITE_COPY } from "../../content/site.ts";
import { useClubName } from "../../lib/public-config.ts";

const builtYear = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();
const noChanges = () => () => {};

// A page prerendered at build time carries that year: hydration starts from it (no mismatch) and moves to today's.
function useCurrentYear() {
  return useSyncExternalStore(
    noChanges,
    () => new Date().getFullYear(),
    () => builtYear,
  );
}

export function Footer({ year }: { year?: number }) {
  const currentYear = useCurrentYear();
  // The club's name as its admins set it (/api/config); the built-in name until it has loaded (prerendered pages).
  const clubName = useClubName();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__name">{clubName}</p>
        <nav aria-label={SITE_COPY.footer.navLabel}>
          <ul className="site-footer__links">
            {SITE_COPY.footer.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copyright">{SITE_COPY.footer.copyright(year ?? currentYear, clubName)}</p>
      </div>
    </footer>
  );
}
