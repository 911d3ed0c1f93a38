import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { AUTH_COPY } from "../../../content/auth.ts";
import { useLogout } from "../api/logout.ts";

/** /logout: says "Logging out...", posts the logout, then goes to / (docs/product/screens.md#routes). */
export function LogoutPage() {
  const navigate = useNavigate();
  const { mutate } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSettled: () => void navigate("/", { replace: true }) });
  }, [mutate, navigate]);

  return (
    <main id="main" className="page status-page">
      <p role="status">{AUTH_COPY.logout.loggingOut}</p>
    </main>
  );
}
