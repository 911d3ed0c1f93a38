import { useEffect, useId, useRef, type ReactNode } from "react";

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown at the bottom (e.g. Cancel and Save). */
  footer?: ReactNode;
  size?: "small" | "large";
  /** Also locks the page's scroll while open (spec §4: the event edit dialog). */
  lockScroll?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus inside it, Escape closes it,
 * and focus returns to what opened it.
 */
export function Dialog({ open, title, onClose, children, footer, size = "small", lockScroll = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      if (lockScroll) document.documentElement.classList.add("scroll-locked");
      return () => {
        if (dialog.open) dialog.close();
        document.documentElement.classList.remove("scroll-locked");
        opener?.focus?.();
      };
    }
    return undefined;
  }, [open, lockScroll]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="dialog__frame">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="dialog__close" onClick={onClose} aria-label="Close">
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
