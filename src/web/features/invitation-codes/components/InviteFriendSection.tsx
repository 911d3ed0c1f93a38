import { useState, type FormEvent } from "react";
import { createMemberInvitationSchema } from "../../../../shared/invitation-codes.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { INVITATION_CODES_COPY } from "../../../content/invitation-codes.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { useInviteFriend, useMyInvitations, useRevokeMyInvitation } from "../api/member-invitations.ts";

const COPY = INVITATION_CODES_COPY.invite;

/**
 * Settings → Invite a friend (docs/product/membership.md#members-invite): a personal invitation emailed to her friend,
 * and the invitations she sent with their states; an open one can be revoked.
 */
export function InviteFriendSection() {
  const mine = useMyInvitations();
  const invite = useInviteFriend();
  const revoke = useRevokeMyInvitation();
  const dates = useClubDates();
  const [email, setEmail] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const data = mine.data;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createMemberInvitationSchema.safeParse({ email, note });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? COPY.sendFailed);
    setProblem(null);
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        setEmail("");
        setNote("");
        setNotice({ tone: "success", text: COPY.sent(sent.email) });
      },
      onError: (error) => setProblem(error.message || COPY.sendFailed),
    });
  };

  const full = data !== undefined && data.mayInvite && data.open >= data.openAllowed;
  return (
    <section id="invite" className="settings__section invite" aria-labelledby="settings-invite">
      <h2 id="settings-invite">{COPY.heading}</h2>
      <p>{COPY.intro}</p>
      {mine.isPending && <p role="status">{COPY.loading}</p>}
      {mine.isError && <p className="settings__note">{COPY.loadFailed}</p>}
      {data && !data.mayInvite && <p className="settings__note">{COPY.refused[data.reason ?? "tier"]}</p>}
      {data?.mayInvite && (
        <>
          <p className="settings__note">{COPY.allowance(data.open, data.openAllowed)}</p>
          {full ? (
            <p className="settings__note">{COPY.full}</p>
          ) : (
            <form className="form invite__form" onSubmit={onSubmit} noValidate>
              <Field
                label={COPY.email}
                name="email"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <TextareaField
                label={COPY.note}
                name="note"
                hint={COPY.noteHint}
                rows={3}
                maxLength={500}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
              {problem && <Alert>{problem}</Alert>}
              <div className="settings__actions">
                <Button type="submit" disabled={invite.isPending}>
                  {invite.isPending ? COPY.sending : COPY.send}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {data && (
        <>
          <h3>{COPY.yours}</h3>
          {data.invitations.length === 0 ? (
            <p className="settings__note">{COPY.none}</p>
          ) : (
            <ul className="invite__list">
              {data.invitations.map((invitation) => (
                <li key={invitation.code} className="invite__item" data-state={invitation.state}>
                  <div className="invite__who">
                    <span className="invite__email">{invitation.email}</span>
                    <span className="invite__when">
                      {COPY.sentOn(dates.day(Date.parse(invitation.createdAt)))}
                      {invitation.state === "open" &&
                        `, ${COPY.expiresOn(dates.day(Date.parse(invitation.expiresAt)))}`}
                    </span>
                  </div>
                  <span className="invite__state">{COPY.states[invitation.state]}</span>
                  {invitation.state === "open" && (
                    <Button
                      variant="quiet"
                      aria-label={COPY.revokeLabel(invitation.email)}
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate(invitation.code, {
                          onSuccess: () => setNotice({ tone: "success", text: COPY.revoked(invitation.email) }),
                          onError: (error) => setNotice({ tone: "error", text: error.message || COPY.revokeFailed }),
                        })
                      }
                    >
                      {COPY.revoke}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
