import type { InvitationCode } from "../../../../shared/invitation-codes.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { INVITATION_CODES_COPY } from "../../../content/invitation-codes.ts";
import { codeState } from "./code-state.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = INVITATION_CODES_COPY.list;

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
  const dates = useClubDates();
  if (codes.length === 0) return <p className="codes__empty">{COPY.empty}</p>;
  const copy = (text: string, what: string) =>
    navigator.clipboard.writeText(text).then(
      () => onCopied({ tone: "success", text: COPY.copied(what) }),
      () => onCopied({ tone: "error", text: COPY.copyFailed(what) }),
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
                {COPY.states[state]}
              </span>
            </div>
            <dl className="code-item__facts">
              <div>
                <dt>{COPY.uses}</dt>
                <dd>{code.maxUses === null ? COPY.usesUnlimited(code.uses) : COPY.usesOf(code.uses, code.maxUses)}</dd>
              </div>
              <div>
                <dt>{COPY.expires}</dt>
                <dd>{code.expiresAt ? dates.day(code.expiresAt) : COPY.never}</dd>
              </div>
              {!code.revoked && state === "Active" && (
                <div className="code-item__link">
                  <dt>{COPY.link}</dt>
                  <dd>{shareableLink(code.code)}</dd>
                </div>
              )}
              {code.note && (
                <div>
                  <dt>{COPY.note}</dt>
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
                      aria-label={COPY.copyLabel(code.code)}
                      onClick={() => void copy(code.code, COPY.theCode(code.code))}
                    >
                      {COPY.copy}
                    </Button>
                    <Button
                      variant="quiet"
                      aria-label={COPY.copyLinkLabel(code.code)}
                      onClick={() => void copy(shareableLink(code.code), COPY.theLink(code.code))}
                    >
                      {COPY.copyLink}
                    </Button>
                  </>
                )}
                <Button variant="quiet" onClick={() => onRevoke(code)} aria-label={COPY.revokeLabel(code.code)}>
                  {COPY.revoke}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
