import { lazy, Suspense, useMemo, useState } from "react";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { MEMBER_TYPES } from "../../../../shared/member-limits.ts";
import type { ManagedUser } from "../../../../shared/members.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useAuthStatus } from "../../auth/index.ts";
import { useUsers } from "../api/get-users.ts";
import { useEndMemberSessions } from "../api/end-sessions.ts";
import { useRemoveMember } from "../api/remove-member.ts";
import { useResetToTemporary } from "../api/reset-to-temporary.ts";
import { useSetActive } from "../api/set-active.ts";
import { useSetAdmin } from "../api/set-admin.ts";
import { useSetPrivilege } from "../api/set-privilege.ts";
import { InviteMemberForm } from "../components/InviteMemberForm.tsx";
import { TemporaryPasswordDialog } from "../components/TemporaryPasswordDialog.tsx";
import { UserRow, type RowResult, type UserAction } from "../components/UserRow.tsx";
import { ClubSecuritySettings } from "../components/ClubSecuritySettings.tsx";
import { MEMBERS_COPY } from "../../../content/members.ts";
import { loadMemberMembershipDialog } from "../../membership/index.ts";
import { usePageTitle } from "../../../lib/page-title.ts";

const MemberMembershipDialog = lazy(loadMemberMembershipDialog);

const COPY = MEMBERS_COPY.usersPage;

type Pending = { user: ManagedUser; action: "reset" | "deactivate" | "remove" } | null;

/** What the dialog asks before each action that cannot simply be taken back. */
const CONFIRMS = {
  reset: { title: COPY.resetTitle, confirm: COPY.resetConfirm, warning: COPY.resetWarning },
  deactivate: { title: COPY.deactivateTitle, confirm: COPY.deactivateConfirm, warning: COPY.deactivateWarning },
  remove: { title: COPY.removeTitle, confirm: COPY.removeConfirm, warning: COPY.removeWarning },
} as const;

const USER_SORTS = ["name", "type", "joined"] as const;
type UserSort = (typeof USER_SORTS)[number];

/** The members whose name or email holds the search (any case), by name, member type then name, or newest first. */
function findAndSort(users: ManagedUser[], search: string, sort: UserSort): ManagedUser[] {
  const wanted = search.trim().toLowerCase();
  const found = wanted
    ? users.filter((user) => user.name.toLowerCase().includes(wanted) || user.email.toLowerCase().includes(wanted))
    : users;
  const byName = (a: ManagedUser, b: ManagedUser) => a.name.localeCompare(b.name);
  const compare =
    sort === "name"
      ? byName
      : sort === "type"
        ? (a: ManagedUser, b: ManagedUser) =>
            MEMBER_TYPES.indexOf(a.type) - MEMBER_TYPES.indexOf(b.type) || byName(a, b)
        : (a: ManagedUser, b: ManagedUser) => b.joined_at.localeCompare(a.joined_at) || byName(a, b);
  return [...found].sort(compare);
}

/**
 * /users (docs/product/screens.md#admin-pages): the User Management table; types, temporary passwords, admin flag,
 * deactivation, removal.
 */
export function UsersPage() {
  usePageTitle("Users");
  const status = useAuthStatus();
  const users = useUsers();
  const privilege = useSetPrivilege();
  const adminFlag = useSetAdmin();
  const active = useSetActive();
  const reset = useResetToTemporary();
  const signOut = useEndMemberSessions();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState<Pending>(null);
  const [shown, setShown] = useState<{ name: string; password: string } | null>(null);
  const [duesOf, setDuesOf] = useState<ManagedUser | null>(null);
  const [notice, setNotice] = useState<RowResult | null>(null);
  const [results, setResults] = useState<Record<number, RowResult>>({});
  const me = status.data?.authenticated ? status.data.user.user_id : undefined;
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<UserSort>("name");
  const listed = useMemo(() => findAndSort(users.data ?? [], search, sort), [users.data, search, sort]);
  const busy =
    privilege.isPending ||
    adminFlag.isPending ||
    active.isPending ||
    reset.isPending ||
    signOut.isPending ||
    remove.isPending;

  const report = {
    onSuccess: (answer: { message: string }) => setNotice({ tone: "success", text: answer.message }),
    onError: (error: Error) => setNotice({ tone: "error", text: error.message || COPY.changeFailed }),
  };

  const onAction = (user: ManagedUser, action: UserAction) => {
    setNotice(null);
    if (action === "membership") setDuesOf(user);
    else if (action === "reset" || action === "remove") setConfirming({ user, action });
    else if (action === "sign-out") signOut.mutate(user.user_id, report);
    else if (action === "toggle-admin") adminFlag.mutate({ userId: user.user_id, admin: !user.admin }, report);
    else if (user.active) setConfirming({ user, action: "deactivate" });
    else active.mutate({ userId: user.user_id, active: true }, report);
  };

  const confirm = () => {
    if (!confirming) return;
    const { user, action } = confirming;
    const inRow = (result: RowResult) => setResults((shown) => ({ ...shown, [user.user_id]: result }));
    if (action === "remove")
      remove.mutate(user.user_id, {
        onSuccess: (answer) => inRow({ tone: "success", text: answer.message }),
        onError: (error) => inRow({ tone: "error", text: error.message || COPY.changeFailed }),
        onSettled: () => setConfirming(null),
      });
    else if (action === "deactivate")
      active.mutate({ userId: user.user_id, active: false }, { ...report, onSettled: () => setConfirming(null) });
    else
      reset.mutate(user.user_id, {
        onSuccess: (answer) => setShown({ name: user.name, password: answer.temporaryPassword }),
        onError: report.onError,
        onSettled: () => setConfirming(null),
      });
  };

  return (
    <main id="main" className="page users">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <InviteMemberForm />
      <ClubSecuritySettings />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {users.isPending && <p role="status">{COPY.loading}</p>}
      {users.isError && <Alert>{COPY.loadFailed}</Alert>}
      {users.data && (
        <div className="users__tools">
          <Field label={COPY.search} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          <SelectField
            label={COPY.sort}
            value={sort}
            onChange={(event) => setSort(event.target.value as UserSort)}
            options={USER_SORTS.map((value) => ({ value, label: COPY.sorts[value] }))}
          />
        </div>
      )}
      {users.data && (
        <p className="users__count" role="status">
          {listed.length === 0 ? COPY.noMatch : COPY.shown(listed.length, users.data.length)}
        </p>
      )}
      {users.data && listed.length > 0 && (
        <table className="users__table">
          <thead>
            <tr>
              <th scope="col">{COPY.columns.name}</th>
              <th scope="col">{COPY.columns.email}</th>
              <th scope="col">{COPY.columns.privilege}</th>
              <th scope="col">{COPY.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((user) => (
              <UserRow
                key={user.user_id}
                user={user}
                isSelf={user.user_id === me}
                busy={busy}
                result={results[user.user_id]}
                onPrivilege={(type) => {
                  setNotice(null);
                  privilege.mutate({ userId: user.user_id, type }, report);
                }}
                onAction={(action) => onAction(user, action)}
              />
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={CONFIRMS[confirming?.action ?? "deactivate"].title}
        confirmLabel={CONFIRMS[confirming?.action ?? "deactivate"].confirm}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        <p>{CONFIRMS[confirming?.action ?? "deactivate"].warning(confirming?.user.name ?? "")}</p>
      </ConfirmDialog>
      {duesOf && (
        <Suspense fallback={null}>
          <MemberMembershipDialog
            member={duesOf}
            setType={(type) => privilege.mutateAsync({ userId: duesOf.user_id, type })}
            onClose={() => setDuesOf(null)}
          />
        </Suspense>
      )}
      {shown && <TemporaryPasswordDialog name={shown.name} password={shown.password} onClose={() => setShown(null)} />}
    </main>
  );
}
