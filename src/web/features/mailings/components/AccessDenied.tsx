import { ButtonLink } from "../../../components/ui/Button.tsx";
import { TEXTS } from "../../../content/texts.ts";

/** What the /no-permission page says, in place, when the server refuses this composer (an announcement for someone else's event). */
export function AccessDenied() {
  return (
    <section className="status-page" aria-labelledby="mail-denied">
      <h2 id="mail-denied">Access Denied</h2>
      <p>{TEXTS.noPermission}</p>
      <p>
        <ButtonLink to="/calendar" variant="quiet">
          Back to Events
        </ButtonLink>
      </p>
    </section>
  );
}
