import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SITE_COPY } from "../../../content/site.ts";

export function ContactPage() {
  const { contact } = SITE_COPY;
  return (
    <main id="main" className="page prose-page">
      <PageHeading title={contact.title} lede={contact.lede} />
      <dl className="contact-list">
        <dt>{contact.emailLabel}</dt>
        <dd>
          <a href={`mailto:${SITE_COPY.contactEmail}`}>{SITE_COPY.contactEmail}</a>
        </dd>
        <dt>{contact.addressLabel}</dt>
        <dd>
          {contact.address.map((line) => (
            <span key={line} className="contact-list__line">
              {line}
            </span>
          ))}
        </dd>
      </dl>
    </main>
  );
}
