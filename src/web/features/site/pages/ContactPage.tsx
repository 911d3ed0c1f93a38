import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SITE_COPY } from "../../../content/site.ts";
import { usePublicConfig } from "../../../lib/public-config.ts";

/** /contact: the club's contact address as its admins set it (/api/config), shown only once there is one. */
export function ContactPage() {
  const { contact } = SITE_COPY;
  const email = usePublicConfig().data?.clubContactEmail;
  return (
    <main id="main" className="page prose-page">
      <PageHeading title={contact.title} lede={contact.lede} />
      <dl className="contact-list">
        {email && (
          <>
            <dt>{contact.emailLabel}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        )}
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
