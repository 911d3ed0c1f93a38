import { format } from "date-fns";
import type { InvitationCode } from "../../../../shared/invitation-codes.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { codeState } from "./code-state.ts";

/** The link that opens the application with this code filled in. */
export const shareableLink = (code: string) => `${location.origin}/request?code=${encodeURIComponent(code)}`;

/**
 * Every code with its uses, expiry, note and state; an active code can be copied, or its link to the application
 * (/request?code=…, the code filled in) shared, and it can be revoked.
 */
export function CodeList({
  codes,
  onRevoke,
  onCopied,
}: {
  codes: InvitationCode[];
  onRevoke: (code: InvitationCode) => void;
  /** What was copied, or that it could not be. */
  onCopied: (notice: { tone: "success" | "error"; text: string }) => void;
}) {
  if (codes.length === 0) return <p className="codes__empty">No invitation codes yet. Create the first one above.</p>;
  const copy = (text: string, what: string) =>
    navigator.clipboard.writeText(text).then(
      () => onCopied({ tone: "success", text: `${what} has been copied.` }),
      () => onCopied({ tone: "error", text: `${what} could not be copied: select it and copy it by hand.` }),
    );
  return (
    <ul className="codes__list">
      {codes.map((code) => {
        const state = codeState(code);
        return (
          <li key={code.code} className="code-item" data-state={state.toLowerCase().replace(" ", "-")}>
            <div className="code-item__main">
              <code className="code-item__code">{code.code}</code>
              <span className="badge" data-tone={state === "Active" ? "active" : "muted"}>
                {state}
              </span>
            </div>
            <dl className="code-item__facts">
              <div>
                <dt>Uses</dt>
                <dd>{code.maxUses === null ? `${code.uses} (no limit)` : `${code.uses} of ${code.maxUses}`}</dd>
              </div>
              <div>
                <dt>Expires</dt>
                <dd>{code.expiresAt ? format(new Date(code.expiresAt), "MMM dd, yyyy") : "Never"}</dd>
              </div>
              {!code.revoked && state === "Active" && (
                <div className="code-item__link">
                  <dt>Link</dt>
                  <dd>{shareableLink(code.code)}</dd>
                </div>
              )}
              {code.note && (
                <div>
                  <dt>Note</dt>
                  <dd>{code.note}</dd>
                </div>
              )}
            </dl>
            {!code.revoked && (
              <div className="code-item__actions">
                {state === "Active" && (
                  <>
                    <Button
                      variant="quiet"
                      aria-label={`Copy ${code.code}`}
                      onClick={() => void copy(code.code, `The code ${code.code}`)}
                    >
                      Copy
                    </Button>
                    <Button
                      variant="quiet"
                      aria-label={`Copy the link for ${code.code}`}
                      onClick={() => void copy(shareableLink(code.code), `The link for ${code.code}`)}
                    >
                      Copy link
                    </Button>
                  </>
                )}
                <Button variant="quiet" onClick={() => onRevoke(code)} aria-label={`Revoke ${code.code}`}>
                  Revoke
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
