import { useState } from "react";
import type { InvitationCode } from "../../../../shared/invitation-codes.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { INVITATION_CODES_COPY } from "../../../content/invitation-codes.ts";
import { useInvitationCodes } from "../api/get-invitation-codes.ts";
import { useRevokeInvitationCode } from "../api/revoke-invitation-code.ts";
import { CodeList } from "../components/CodeList.tsx";
import { CreateCodeForm } from "../components/CreateCodeForm.tsx";
import { InviteTree } from "../components/InviteTree.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";

const COPY = INVITATION_CODES_COPY.page;

/** /admin/invitation-codes: the codes that let a visitor apply (docs/product/data.md#applications-and-invitation-codes). */
export function InvitationCodesPage() {
  usePageTitle("Invitation codes");
  const codes = useInvitationCodes();
  const revoke = useRevokeInvitationCode();
  const [revoking, setRevoking] = useState<InvitationCode | null>(null);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.code, {
      onSuccess: (revoked) => setNotice({ tone: "success", text: COPY.revoked(revoked.code) }),
      onError: (error) => setNotice({ tone: "error", text: error.message || COPY.revokeFailed }),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <main id="main" className="page codes">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <div className="codes__layout">
        <CreateCodeForm onCreated={(created) => setNotice({ tone: "success", text: COPY.created(created.code) })} />
        <section className="codes__existing" aria-labelledby="codes-existing">
          <h2 id="codes-existing">{COPY.codes}</h2>
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          {codes.isPending && <p role="status">{COPY.loading}</p>}
          {codes.isError && <Alert>{COPY.loadFailed}</Alert>}
          {codes.data && <CodeList codes={codes.data} onRevoke={setRevoking} onCopied={setNotice} />}
        </section>
      </div>
      <InviteTree />
      <ConfirmDialog
        open={revoking !== null}
        title={COPY.confirmTitle}
        confirmLabel={COPY.confirmRevoke}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      >
        <p>
          <code>{revoking?.code}</code>
          {COPY.confirmText}
        </p>
      </ConfirmDialog>
    </main>
  );
}
