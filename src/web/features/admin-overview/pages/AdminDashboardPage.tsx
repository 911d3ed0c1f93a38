import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { ADMIN_OVERVIEW_COPY } from "../../../content/admin-overview.ts";
import { useAuthStatus } from "../../auth/index.ts";
import { useMailConfigured } from "../../../lib/public-config.ts";
import { ClubAtAGlance } from "../components/ClubAtAGlance.tsx";
import { SetupChecklist } from "../components/SetupChecklist.tsx";
import { EventCategoriesPage } from "../../event-categories/index.ts";
import { loadChangeRequests, loadRenewals, loadTiersEditor } from "../../membership/index.ts";

const TiersEditor = lazy(loadTiersEditor);
const RenewalsSection = lazy(loadRenewals);
const ChangeRequestsSection = lazy(loadChangeRequests);

const COPY = ADMIN_OVERVIEW_COPY.page;

const LINKS = [
  { to: "/applications", ...COPY.links.applications },
  { to: "/users", ...COPY.links.users },
  { to: "/mail", ...COPY.links.mail },
];

const RECORDS = [
  { to: "/admin/club-settings", label: COPY.clubSettings },
  { to: "/admin/invitation-codes", label: COPY.invitationCodes },
  { to: "/admin#event-categories", label: COPY.eventCategories },
  { to: "/admin#tiers", label: COPY.tiers },
  { to: "/admin#renewals", label: COPY.renewals },
  { to: "/admin/mail-log", label: COPY.mailLog },
  { to: "/admin/audit-log", label: COPY.auditLog },
  { to: "/admin/reported-messages", label: COPY.reportedMessages },
];

/** /admin: the first-run checklist, the admin's links, a banner while no mail server is set up (with what to set), and the club at a glance. */
export function AdminDashboardPage() {
  const status = useAuthStatus();
  const name = status.data?.authenticated ? status.data.user.name : "";
  const mailConfigured = useMailConfigured();
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.greeting(name)} lede={COPY.lede} />
      {mailConfigured === false && (
        <section className="admin-mail-banner" aria-labelledby="admin-mail-banner-title">
          <h2 id="admin-mail-banner-title" className="admin-mail-banner__title">
            {COPY.mailBanner.title}
          </h2>
          <p>{COPY.mailBanner.text}</p>
        </section>
      )}
      <SetupChecklist />
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
      <nav className="admin-records" aria-label={COPY.records}>
        {RECORDS.map((link) => (
          <Link key={link.to} to={link.to} className="admin-records__link">
            {link.label}
          </Link>
        ))}
      </nav>
      <section className="admin-glance" aria-labelledby="admin-glance-title">
        <h2 id="admin-glance-title" className="caps-heading">
          {COPY.glance}
        </h2>
        <ClubAtAGlance />
      </section>
      <Suspense fallback={null}>
        <TiersEditor />
        <RenewalsSection />
        <ChangeRequestsSection />
      </Suspense>
      <EventCategoriesPage />
    </main>
  );
}
