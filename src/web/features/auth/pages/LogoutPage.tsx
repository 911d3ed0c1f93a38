import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { TEXTS } from "../../../content/texts.ts";
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
      <p role="status">{TEXTS.loggingOut}</p>
    </main>
  );
}
