import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SITE_COPY } from "../../../content/site.ts";
import { useClubName } from "../../../lib/public-config.ts";

export function AboutPage() {
  const clubName = useClubName();
  const { about } = SITE_COPY;
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={clubName} title={about.title} lede={about.lede} />
      <div className="about-grid">
        <section aria-labelledby="about-why">
          <h2 id="about-why" className="caps-heading">
            {about.why.title}
          </h2>
          <p>{about.why.text}</p>
        </section>
        <section aria-labelledby="about-what">
          <h2 id="about-what" className="caps-heading">
            {about.what.title}
          </h2>
          <ul className="ruled-list">
            {about.what.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-what-not">
          <h2 id="about-what-not" className="caps-heading">
            {about.whatNot.title}
          </h2>
          <ul className="ruled-list">
            {about.whatNot.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="note">{about.whatNot.note}</p>
        </section>
      </div>
    </main>
  );
}
