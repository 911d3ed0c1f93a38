import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SITE_COPY } from "../../../content/site.ts";
import { useClubName } from "../../../lib/public-config.ts";

export function ActivitiesPage() {
  const clubName = useClubName();
  const { activities } = SITE_COPY;
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={clubName} title={activities.title} lede={activities.lede} />
      <div className="columns">
        {activities.columns.map((column) => (
          <section key={column.title} aria-labelledby={`column-${column.title}`}>
            <h2 id={`column-${column.title}`}>{column.title}</h2>
            <ul className="ruled-list">
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
