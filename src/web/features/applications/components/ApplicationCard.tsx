import { format } from "date-fns";
import type { Application } from "../../../../shared/application-review.ts";

const NA = "N/A";
const orNA = (value: string | null | undefined) => (value && value.trim() ? value : NA);
const STATUS = (accepted: boolean | null) => (accepted === null ? "Pending" : accepted ? "Accepted" : "Rejected");

/** One application with every field of docs/product/screens.md#admin-pages ("N/A" where missing) and, for a Travel Host, the properties. */
export function ApplicationCard({ application }: { application: Application }) {
  const rows: Array<[string, string]> = [
    ["Email", application.email],
    ["Phone", orNA(application.phone)],
    ["Membership type", application.membership_type],
    ["Submitted", format(new Date(application.created_at), "MMM dd, yyyy")],
    ["Availability", orNA(application.availability)],
    ["Interests", application.interests.length ? application.interests.join(", ") : NA],
    ["Reason", orNA(application.reason)],
    ["Referral", orNA(application.referral)],
    ["Comments", orNA(application.comments)],
  ];
  return (
    <article className="application-card" aria-labelledby={`application-${application.id}`}>
      <header className="application-card__header">
        <h2 id={`application-${application.id}`}>{orNA(application.full_name)}</h2>
        <span className="application-card__status" data-status={STATUS(application.accepted).toLowerCase()}>
          {STATUS(application.accepted)}
        </span>
      </header>
      <dl className="application-card__fields">
        {rows.map(([label, value]) => (
          <div key={label} className="application-card__field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {application.membership_type === "Travel Host" && (
        <section className="application-card__properties" aria-label="Properties">
          <h3>Properties</h3>
          {application.properties.length === 0 ? (
            <p>No property details available for this application.</p>
          ) : (
            application.properties.map((property, index) => (
              <dl key={index} className="application-card__property">
                <div>
                  <dt>Address</dt>
                  <dd>{orNA(property.address)}</dd>
                </div>
                <div>
                  <dt>Type</dt>
                  <dd>{orNA(property.type)}</dd>
                </div>
                <div>
                  <dt>Description</dt>
                  <dd>{orNA(property.description)}</dd>
                </div>
                <div>
                  <dt>Availability</dt>
                  <dd>{orNA(property.availability)}</dd>
                </div>
              </dl>
            ))
          )}
        </section>
      )}
    </article>
  );
}
