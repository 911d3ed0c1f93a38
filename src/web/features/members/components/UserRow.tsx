import { MEMBER_TYPES, type MemberType } from "../../../../shared/members.ts";
import type { ManagedUser } from "../../../../shared/members.ts";
import { Button } from "../../../components/ui/Button.tsx";

export type UserAction = "reset" | "sign-out" | "toggle-admin" | "toggle-active";

interface UserRowProps {
  user: ManagedUser;
  isSelf: boolean;
  busy: boolean;
  onPrivilege: (type: MemberType) => void;
  onAction: (action: UserAction) => void;
}

/** One member in the User Management table; on phones the row becomes a card (data-label names each cell). */
export function UserRow({ user, isSelf, busy, onPrivilege, onAction }: UserRowProps) {
  return (
    <tr className="users__row" data-inactive={!user.active || undefined}>
      <th scope="row" data-label="Name" className="users__name">
        <span>{user.name}</span>
        {user.admin && <span className="badge">Admin</span>}
        {!user.active && <span className="badge badge--muted">Deactivated</span>}
      </th>
      <td data-label="Email" className="users__email">
        {user.email}
      </td>
      <td data-label="Privilege">
        <select
          className="field__input field__select users__select"
          aria-label={`Privilege of ${user.name}`}
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
      <td data-label="Actions">
        <div className="users__actions">
          <Button
            variant="quiet"
            disabled={busy}
            onClick={() => onAction("reset")}
            aria-label={`Reset password of ${user.name}`}
          >
            Reset password
          </Button>
          <Button
            variant="quiet"
            disabled={busy || isSelf || !user.active}
            onClick={() => onAction("sign-out")}
            aria-label={`Sign ${user.name} out everywhere`}
          >
            Sign out everywhere
          </Button>
          <Button
            variant="quiet"
            disabled={busy || isSelf}
            onClick={() => onAction("toggle-admin")}
            aria-label={`${user.admin ? "Remove admin" : "Make admin"}: ${user.name}`}
          >
            {user.admin ? "Remove admin" : "Make admin"}
          </Button>
          <Button
            variant="quiet"
            disabled={busy || isSelf}
            onClick={() => onAction("toggle-active")}
            aria-label={`${user.active ? "Deactivate" : "Reactivate"} ${user.name}`}
          >
            {user.active ? "Deactivate" : "Reactivate"}
          </Button>
        </div>
      </td>
    </tr>
  );
}
