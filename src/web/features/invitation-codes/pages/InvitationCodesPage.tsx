import { useState } from "react";
import type { InvitationCode } from "../../../../shared/invitation-codes.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useInvitationCodes } from "../api/get-invitation-codes.ts";
import { useRevokeInvitationCode } from "../api/revoke-invitation-code.ts";
import { CodeList } from "../components/CodeList.tsx";
import { CreateCodeForm } from "../components/CreateCodeForm.tsx";

/** /admin/invitation-codes: the codes that let a visitor apply (docs/product/data.md#applications-and-invitation-codes). */
export function InvitationCodesPage() {
  const codes = useInvitationCodes();
  const revoke = useRevokeInvitationCode();
  const [revoking, setRevoking] = useState<InvitationCode | null>(null);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.code, {
      onSuccess: (revoked) => setNotice({ tone: "success", text: `The code ${revoked.code} has been revoked.` }),
      onError: (error) => setNotice({ tone: "error", text: error.message || "The code could not be revoked." }),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <main id="main" className="page codes">
      <PageHeading
        eyebrow="Admin Panel"
        title="Invitation codes"
        lede="A visitor needs one of these to apply. Share them with care."
      />
      <div className="codes__layout">
        <CreateCodeForm
          onCreated={(created) => setNotice({ tone: "success", text: `The code ${created.code} has been created.` })}
        />
        <section className="codes__existing" aria-labelledby="codes-existing">
          <h2 id="codes-existing">Codes</h2>
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          {codes.isPending && <p role="status">Loading codes…</p>}
          {codes.isError && <Alert>Failed to load the invitation codes.</Alert>}
          {codes.data && <CodeList codes={codes.data} onRevoke={setRevoking} />}
        </section>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this code?"
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      >
        <p>
          <code>{revoking?.code}</code> will stop working at once. Applications already sent with it are kept.
        </p>
      </ConfirmDialog>
    </main>
  );
}
