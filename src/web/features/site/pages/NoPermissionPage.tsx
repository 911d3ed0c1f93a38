import { ButtonLink } from "../../../components/ui/Button.tsx";
import { TEXTS } from "../../../content/texts.ts";

export function NoPermissionPage() {
  return (
    <main id="main" className="page status-page">
      <span className="eyebrow">Members only</span>
      <h1>Access Denied</h1>
      <p>{TEXTS.noPermission}</p>
      <p>
        <ButtonLink to="/home" variant="quiet">
          Back to home
        </ButtonLink>
      </p>
    </main>
  );
}
