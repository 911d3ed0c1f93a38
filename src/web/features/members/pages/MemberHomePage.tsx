import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { TEXTS } from "../../../content/texts.ts";

export function MemberHomePage() {
  return (
    <main id="main" className="page">
      <PageHeading eyebrow="Members' area" title="Welcome" />
      <p className="lede">{TEXTS.memberHome}</p>
    </main>
  );
}
