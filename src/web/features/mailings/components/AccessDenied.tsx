import { ButtonLink } from "../../../components/ui/Button.tsx";
import { MAILINGS_COPY } from "../../../content/mailings.ts";
import { SHELL_COPY } from "../../../content/shell.ts";

const COPY = MAILINGS_COPY.accessDenied;

/** What the /no-permission page says, in place, when the server refuses this composer (an announcement for someone else's event). */
export function AccessDenied() {
  return (
    <section className="status-page" aria-labelledby="mail-denied">
      <h2 id="mail-denied">{SHELL_COPY.noPermission.title}</h2>
      <p>{SHELL_COPY.noPermission.text}</p>
      <p>
        <ButtonLink to="/calendar" variant="quiet">
          {COPY.back}
        </ButtonLink>
      </p>
    </section>
  );
}
