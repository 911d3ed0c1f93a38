import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Alert } from "../../components/ui/Alert.tsx";
import { keepTabInside, tabbablesIn } from "../../components/ui/focus-trap.ts";
import { SHELL_COPY } from "../../content/shell.ts";
import { useAuthStatus } from "../../features/auth/api/get-auth-status.ts";
import { useLogout } from "../../features/auth/api/logout.ts";
import { menuSections } from "./menu-items.ts";

/** The hamburger menu: a panel that traps focus while open and closes on Escape, returning focus to its button. */
export function Menu() {
  const [open, setOpen] = useState(false);
  const [logoutFailed, setLogoutFailed] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const status = useAuthStatus();
  const logout = useLogout();
  const user = status.data?.authenticated ? status.data.user : null;

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // While open, the panel keeps the keyboard: Tab cycles inside it and Escape closes it.
  useEffect(() => {
    if (!open) return;
    if (panel.current) tabbablesIn(panel.current)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
        return;
      }
      if (panel.current) keepTabInside(panel.current, event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const onLogout = () => {
    setLogoutFailed(false);
    logout.mutate(undefined, {
      onSuccess: () => {
        close(false);
        void navigate("/login");
      },
      onError: () => setLogoutFailed(true),
    });
  };

  return (
    <div className="menu">
      <button
        ref={button}
        type="button"
        className="menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="menu__icon" aria-hidden="true" />
        <span className="menu__button-label">{SHELL_COPY.menu.button}</span>
      </button>
      {open && <div className="menu__backdrop" aria-hidden="true" onClick={() => close()} />}
      <div
        ref={panel}
        id={panelId}
        className="menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={SHELL_COPY.menu.button}
        hidden={!open}
      >
        <div className="menu__top">
          {user ? (
            <p className="menu__who">
              {SHELL_COPY.menu.loggedInAs} <strong>{user.name}</strong>
            </p>
          ) : (
            <span />
          )}
          <button type="button" className="menu__close" onClick={() => close()}>
            {SHELL_COPY.menu.close}
          </button>
        </div>
        <nav aria-label={SHELL_COPY.menu.navLabel}>
          {menuSections(user).map((section) => (
            <section key={section.title ?? "main"} className="menu__section">
              {section.title && <h2 className="menu__heading">{section.title}</h2>}
              <ul className="menu__links">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="menu__link"
                      aria-current={location.pathname === link.to ? "page" : undefined}
                      onClick={() => setOpen(false)}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
                {section.withLogout && (
                  <li>
                    <button
                      type="button"
                      className="menu__link menu__link--action"
                      onClick={onLogout}
                      disabled={logout.isPending}
                    >
                      {SHELL_COPY.menu.logout}
                    </button>
                  </li>
                )}
              </ul>
            </section>
          ))}
        </nav>
        {logoutFailed && <Alert>{SHELL_COPY.menu.logoutFailed}</Alert>}
      </div>
    </div>
  );
}
