import { PageHeading } from "./PageHeading.tsx";

/** A screen a later release builds, shown inside the real layout. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <main id="main" className="page">
      <PageHeading eyebrow="Members' area" title={title} />
      <section className="coming-soon" aria-label="Coming soon">
        <span className="eyebrow">Coming soon</span>
        <p>{description}</p>
      </section>
    </main>
  );
}
