import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ShownOnce } from "../../../components/ui/ShownOnce.tsx";
import { MEMBERS_COPY } from "../../../content/members.ts";
import { useNewRegistrationLink } from "../api/new-registration-link.ts";

const COPY = MEMBERS_COPY.registrationLink;

/**
 * While no mail server is set up, an invitation to register reaches nobody: the admin gets the registration link here
 * (a new one, audited, after a step-up when her proof is old), copies it and sends it herself.
 */
export function RegistrationLinkOffer({ email }: { email: string }) {
  const make = useNewRegistrationLink();
  const answer = make.data;
  return (
    <div className="link-offer">
      {!answer && (
        <Button variant="quiet" onClick={() => make.mutate(email)} disabled={make.isPending}>
          {make.isPending ? COPY.making : COPY.get}
        </Button>
      )}
      {make.isError && <Alert>{make.error.message || COPY.failed}</Alert>}
      {answer && (
        <>
          <p>{answer.message}</p>
          <ShownOnce value={answer.link} label={COPY.label(email)} words={COPY} />
        </>
      )}
    </div>
  );
}
