import { Link } from "react-router";
import { site } from "../../content/site.ts";

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
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
          © {year} {site.clubName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
