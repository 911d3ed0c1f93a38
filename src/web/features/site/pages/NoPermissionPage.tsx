import { ButtonLink } from "../../../components/ui/Button.tsx";
import { SHELL_COPY } from "../../../content/shell.ts";

export function NoPermissionPage() {
  return (
    <main id="main" className="page status-page">
      <span className="eyebrow">{SHELL_COPY.noPermission.eyebrow}</span>
      <h1>{SHELL_COPY.noPermission.title}</h1>
      <p>{SHELL_COPY.noPermission.text}</p>
      <p>
        <ButtonLink to="/home" variant="quiet">
          {SHELL_COPY.noPermission.back}
        </ButtonLink>
      </p>
    </main>
  );
}
