import { ButtonLink } from "../../../components/ui/Button.tsx";
import { TEXTS } from "../../../content/texts.ts";

export function NotFoundPage() {
  return (
    <main id="main" className="page status-page">
      <span className="eyebrow">404</span>
      <h1>{TEXTS.notFound}</h1>
      <p>
        <ButtonLink to="/" variant="quiet">
          Return to the entrance
        </ButtonLink>
      </p>
    </main>
  );
}
