import { Link } from "react-router";
import { PageHeading } from "../../components/ui/PageHeading.tsx";
import { useAuthStatus } from "../auth/api/get-auth-status.ts";

const LINKS = [
  { to: "/applications", label: "View Applications", text: "Review who has asked to join." },
  { to: "/users", label: "View Users", text: "Members, their types and passwords." },
  { to: "/mail", label: "Send Message", text: "Write to the club, or to one group." },
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
    </main>
  );
}
