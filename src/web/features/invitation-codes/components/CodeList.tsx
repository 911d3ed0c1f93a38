import { format } from "date-fns";
import type { InvitationCode } from "../../../../shared/invitation-codes.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { codeState } from "./code-state.ts";

/** Every code with its uses, expiry, note and state; active codes can be revoked. */
export function CodeList({ codes, onRevoke }: { codes: InvitationCode[]; onRevoke: (code: InvitationCode) => void }) {
  if (codes.length === 0) return <p className="codes__empty">No invitation codes yet. Create the first one above.</p>;
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
              {code.note && (
                <div>
                  <dt>Note</dt>
                  <dd>{code.note}</dd>
                </div>
              )}
            </dl>
            {!code.revoked && (
              <Button
                variant="quiet"
                className="code-item__revoke"
                onClick={() => onRevoke(code)}
                aria-label={`Revoke ${code.code}`}
              >
                Revoke
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
