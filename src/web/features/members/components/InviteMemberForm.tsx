import { useState, type FormEvent } from "react";
import { directInvitationSchema } from "../../../../shared/registration.ts";
import { MEMBER_TYPES, type MemberType } from "../../../../shared/members.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { useInviteMember } from "../api/invite-member.ts";
import { MEMBERS_COPY } from "../../../content/members.ts";
import { useMailConfigured } from "../../../lib/public-config.ts";
import { RegistrationLinkOffer } from "./RegistrationLinkOffer.tsx";

const COPY = MEMBERS_COPY.inviteMember;

/**
 * Invite a person directly: they receive the same registration email as an accepted applicant; while no mail server is
 * set up, the admin gets the link to send herself.
 */
export function InviteMemberForm() {
  const invite = useInviteMember();
  const [email, setEmail] = useState("");
  const [type, setType] = useState<MemberType>("Standard");
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const mailConfigured = useMailConfigured();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    const parsed = directInvitationSchema.safeParse({ email, type });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? COPY.invalidEmail);
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        setSent({ message: answer.message, email: parsed.data.email });
        setEmail("");
      },
    });
  };

  return (
    <section className="invite-member" aria-labelledby="invite-member-title">
      <h2 id="invite-member-title">{COPY.heading}</h2>
      <form className="invite-member__form" onSubmit={onSubmit} noValidate>
        <Field
          label={COPY.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <SelectField
          label={COPY.memberType}
          value={type}
          onChange={(e) => setType(e.target.value as MemberType)}
          options={MEMBER_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? COPY.sending : COPY.send}
        </Button>
      </form>
      {sent && <Alert tone="success">{sent.message}</Alert>}
      {sent && mailConfigured === false && <RegistrationLinkOffer key={sent.email} email={sent.email} />}
      {invite.isError && <Alert>{invite.error.message || COPY.failed}</Alert>}
    </section>
  );
}
