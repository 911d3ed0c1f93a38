import { useState } from "react";
import type { InviteTree as InviteTreeData } from "../../../../shared/invitation-codes.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { INVITATION_CODES_COPY } from "../../../content/invitation-codes.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { useInviteTree, useSetInviteRight } from "../api/member-invitations.ts";

const COPY = INVITATION_CODES_COPY.tree;

type Member = InviteTreeData["members"][number];
type Invitation = InviteTreeData["invitations"][number];

/**
 * Who invited whom (GET /api/admin/invite-tree), folded by member: each member opens onto the invitations she sent,
 * and an invitation that brought a member opens onto hers. An admin pauses a member's invitations or resumes them.
 */
export function InviteTree() {
  const tree = useInviteTree();
  const setRight = useSetInviteRight();
  const dates = useClubDates();
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const data = tree.data;

  const change = (member: Member, mayInvite: boolean) =>
    setRight.mutate(
      { userId: member.userId, mayInvite },
      {
        onSuccess: () =>
          setNotice({ tone: "success", text: mayInvite ? COPY.resumed(member.name) : COPY.pausedNotice(member.name) }),
        onError: (error) => setNotice({ tone: "error", text: error.message || COPY.changeFailed }),
      },
    );

  const byInviter = new Map<number, Invitation[]>();
  for (const invitation of data?.invitations ?? []) {
    byInviter.set(invitation.inviterId, [...(byInviter.get(invitation.inviterId) ?? []), invitation]);
  }
  const members = new Map((data?.members ?? []).map((member) => [member.userId, member]));
  const roots = (data?.members ?? []).filter((member) => member.invitedBy === null || !members.has(member.invitedBy));

  const renderMember = (member: Member, seen: ReadonlySet<number>) => {
    const sent = byInviter.get(member.userId) ?? [];
    const path = new Set(seen).add(member.userId);
    return (
      <details className="invite-tree__member" open={seen.size === 0}>
        <summary>
          <span className="invite-tree__name">{member.name}</span>
          <span className="invite-tree__facts">
            {[
              COPY.joined(dates.day(Date.parse(member.joinedAt))),
              COPY.invitedCount(sent.length),
              ...(member.active ? [] : [COPY.deactivated]),
              ...(member.mayInvite ? [] : [COPY.paused]),
            ].join(" · ")}
          </span>
        </summary>
        <div className="invite-tree__body">
          <Button
            variant="quiet"
            aria-label={member.mayInvite ? COPY.pauseLabel(member.name) : COPY.resumeLabel(member.name)}
            disabled={setRight.isPending}
            onClick={() => change(member, !member.mayInvite)}
          >
            {member.mayInvite ? COPY.pause : COPY.resume}
          </Button>
          {sent.length > 0 && (
            <ul className="invite-tree__invitations">
              {sent.map((invitation) => {
                const brought = invitation.memberId === null ? undefined : members.get(invitation.memberId);
                return (
                  <li key={invitation.code} data-state={invitation.state}>
                    <p className="invite-tree__invitation">
                      {COPY.invitation(invitation.email, dates.day(Date.parse(invitation.createdAt)))}
                      {" · "}
                      {COPY.states[invitation.state]}
                      {invitation.application && ` · ${COPY.application[invitation.application]}`}
                    </p>
                    {brought && !path.has(brought.userId) && renderMember(brought, path)}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </details>
    );
  };

  return (
    <section id="invite-tree" className="invite-tree" aria-labelledby="invite-tree-heading">
      <h2 id="invite-tree-heading">{COPY.heading}</h2>
      <p>{COPY.intro}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {tree.isPending && <p role="status">{COPY.loading}</p>}
      {tree.isError && <Alert>{COPY.loadFailed}</Alert>}
      {data && roots.length === 0 && <p className="codes__empty">{COPY.empty}</p>}
      {roots.length > 0 && (
        <ul className="invite-tree__roots">
          {roots.map((member) => (
            <li key={member.userId}>{renderMember(member, new Set())}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
