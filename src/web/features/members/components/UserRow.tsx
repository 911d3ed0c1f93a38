import { MEMBER_TYPES, type MemberType } from "../../../../shared/members.ts";
import type { ManagedUser } from "../../../../shared/members.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { MEMBERS_COPY } from "../../../content/members.ts";

const COPY = { ...MEMBERS_COPY.userRow, columns: MEMBERS_COPY.usersPage.columns };

export type UserAction = "membership" | "reset" | "sign-out" | "toggle-admin" | "toggle-active" | "remove";

/** What the last action on this row answered, shown in the row itself. */
export interface RowResult {
  tone: "error" | "success";
  text: string;
}

interface UserRowProps {
  user: ManagedUser;
  isSelf: boolean;
  busy: boolean;
  result?: RowResult;
  onPrivilege: (type: MemberType) => void;
  onAction: (action: UserAction) => void;
}

/** One member in the User Management table; on phones the row becomes a card (data-label names each cell). */
export function UserRow({ user, isSelf, busy, result, onPrivilege, onAction }: UserRowProps) {
  return (
    <tr className="users__row" data-inactive={!user.active || undefined}>
      <th scope="row" data-label={COPY.columns.name} className="users__name">
        <span>{user.name}</span>
        {user.admin && <span className="badge">{COPY.admin}</span>}
        {!user.active && <span className="badge badge--muted">{COPY.deactivated}</span>}
      </th>
      <td data-label={COPY.columns.email} className="users__email">
        <EmailAddress email={user.email} />
      </td>
      <td data-label={COPY.columns.privilege}>
        <select
          className="field__input field__select users__select"
          aria-label={COPY.privilegeLabel(user.name)}
          value={user.type}
          disabled={busy}
          onChange={(e) => onPrivilege(e.target.value as MemberType)}
        >
          {MEMBER_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </td>
      <td data-label={COPY.columns.actions}>
        <div className="users__actions">
          <Button
            variant="quiet"
            disabled={busy}
            onClick={() => onAction("membership")}
            aria-label={COPY.membershipLabel(user.name)}
          >
            {COPY.membership}
          </Button>
          <Button
            variant="quiet"
            disabled={busy}
            onClick={() => onAction("reset")}
            aria-label={COPY.resetLabel(user.name)}
          >
            {COPY.reset}
          </Button>
          <Button
            variant="quiet"
            disabled={busy || isSelf || !user.active}
            onClick={() => onAction("sign-out")}
            aria-label={COPY.signOutLabel(user.name)}
          >
            {COPY.signOut}
          </Button>
          <Button
            variant="quiet"
            disabled={busy || isSelf}
            onClick={() => onAction("toggle-admin")}
            aria-label={COPY.adminLabel(user.admin ? COPY.removeAdmin : COPY.makeAdmin, user.name)}
          >
            {user.admin ? COPY.removeAdmin : COPY.makeAdmin}
          </Button>
          <Button
            variant="quiet"
            disabled={busy || isSelf}
            onClick={() => onAction("toggle-active")}
            aria-label={COPY.activeLabel(user.active ? COPY.deactivate : COPY.reactivate, user.name)}
          >
            {user.active ? COPY.deactivate : COPY.reactivate}
          </Button>
          <Button
            variant="quiet"
            disabled={busy || isSelf}
            onClick={() => onAction("remove")}
            aria-label={COPY.removeLabel(user.name)}
          >
            {COPY.remove}
          </Button>
        </div>
        {result && (
          <div className="users__result">
            <Alert tone={result.tone}>{result.text}</Alert>
          </div>
        )}
      </td>
    </tr>
  );
}

/**
 * An address that may wrap only at its natural points: after the "@" and before each dot, never inside a word
 * (docs/product/screens.md#admin-pages).
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  const local = at < 0 ? email : email.slice(0, at + 1);
  const domain = at < 0 ? [] : email.slice(at + 1).split(".");
  return (
    <span className="email-address">
      {local}
      {domain.map((part, index) => (
        <span key={index}>
          <wbr />
          {index > 0 ? "." : ""}
          {part}
        </span>
      ))}
    </span>
  );
}
