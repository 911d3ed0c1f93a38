import { useMutation } from "@tanstack/react-query";
import { secretLinkAnswerSchema } from "../../../../shared/members.ts";
import { ADMIN_INVITATION_PATHS } from "../../../../shared/paths/admin-invitations.ts";
import { api } from "../../../lib/api.ts";
import { withStepUp } from "./with-step-up.ts";

/**
 * POST /api/admin/invitations/link: a new registration link for an invited address, answered once (audited; earlier
 * links to the address stop working; decision 36), after a step-up when the server asks for one.
 */
export function useNewRegistrationLink() {
  return useMutation({
    mutationFn: (email: string) =>
      withStepUp(() =>
        api(ADMIN_INVITATION_PATHS.newLink, { method: "POST", body: { email }, schema: secretLinkAnswerSchema }),
      ),
  });
}
