import { PageHeading } from "../../../components/ui/PageHeading.tsx";

interface LegalContent {
  title: string;
  updated: string;
  sections: ReadonlyArray<{ title: string; text: string }>;
}

/** The privacy policy and the terms of service: titled sections of prose. */
export function LegalPage({ content }: { content: LegalContent }) {
  return (
    <main id="main" className="page prose-page">
      <PageHeading title={content.title} lede={content.updated} />
      {content.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </main>
  );
}
