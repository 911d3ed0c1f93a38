import { Link } from "react-router";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useAuthStatus } from "../../auth/index.ts";
import { ClubAtAGlance } from "../components/ClubAtAGlance.tsx";

const LINKS = [
  { to: "/applications", label: "View Applications", text: "Review who has asked to join." },
  { to: "/users", label: "View Users", text: "Members, their types and passwords." },
  { to: "/mail", label: "Send Message", text: "Write to the club, or to one group." },
];

const RECORDS = [
  { to: "/admin/invitation-codes", label: "Invitation codes" },
  { to: "/admin/mail-log", label: "Mail log" },
  { to: "/admin/audit-log", label: "Audit log" },
];

export function AdminDashboardPage() {
  const status = useAuthStatus();
  const name = status.data?.authenticated ? status.data.user.name : "";
  return (
    <main id="main" className="page">
      <PageHeading eyebrow="Admin Panel" title={`Good day, ${name}`} lede="The club at your fingertips." />
      <ul className="admin-links">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="admin-link">
              <span className="admin-link__label">{link.label}</span>
              <span className="admin-link__text">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <nav className="admin-records" aria-label="Records">
        {RECORDS.map((link) => (
          <Link key={link.to} to={link.to} className="admin-records__link">
            {link.label}
          </Link>
        ))}
      </nav>
      <section className="admin-glance" aria-labelledby="admin-glance-title">
        <h2 id="admin-glance-title" className="caps-heading">
          The club at a glance
        </h2>
        <ClubAtAGlance />
      </section>
    </main>
  );
}
