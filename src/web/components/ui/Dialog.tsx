import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { SHELL_COPY } from "../../content/shell.ts";
import { keepTabInside } from "./focus-trap.ts";

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown at the bottom (e.g. Cancel and Save). */
  footer?: ReactNode;
  size?: "small" | "large";
  /** Also locks the page's scroll while open (the event dialog: docs/product/screens.md#event-dialog). */
  lockScroll?: boolean;
  /** Takes focus on open instead of the first control (the control a user comes back to, as Gallery Mode). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog on the native <dialog> element: the page behind it is inert, Tab and Shift+Tab cycle inside it,
 * Escape closes it, and focus returns to what opened it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  size = "small",
  lockScroll = true,
  initialFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      initialFocus?.current?.focus();
      if (lockScroll) document.documentElement.classList.add("scroll-locked");
      return () => {
        if (dialog.open) dialog.close();
        document.documentElement.classList.remove("scroll-locked");
        opener?.focus?.();
      };
    }
    return undefined;
  }, [open, lockScroll, initialFocus]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // A dialog opened from inside another one keeps Tab and Escape to itself: React's events would otherwise
        // reach the outer dialog too, through the component tree, and close both.
        if (event.key === "Tab") event.stopPropagation();
        keepTabInside(event.currentTarget, event);
      }}
      onCancel={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      {open && (
        <div className="dialog__frame">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="dialog__close" onClick={onClose} aria-label={SHELL_COPY.dialog.close}>
              ×
            </button>
          </header>
          <div className="dialog__body">{children}</div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
