import { ButtonLink } from "../../../components/ui/Button.tsx";
import { SHELL_COPY } from "../../../content/shell.ts";

export function NotFoundPage() {
  return (
    <main id="main" className="page status-page">
      <span className="eyebrow">{SHELL_COPY.notFound.eyebrow}</span>
      <h1>{SHELL_COPY.notFound.title}</h1>
      <p>
        <ButtonLink to="/" variant="quiet">
          {SHELL_COPY.notFound.back}
        </ButtonLink>
      </p>
    </main>
  );
}
