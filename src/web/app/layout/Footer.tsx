import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { site } from "../../content/site.ts";

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
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__name">{site.clubName}</p>
        <nav aria-label="Legal and contact">
          <ul className="site-footer__links">
            {site.footer.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copyright">
          © {year ?? currentYear} {site.clubName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
