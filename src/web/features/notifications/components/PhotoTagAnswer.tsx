import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { imagePeopleAnswerSchema } from "../../../../shared/gallery.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { GALLERY_PATHS } from "../../../../shared/paths/gallery.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { NOTIFICATIONS_COPY } from "../../../content/notifications.ts";
import { api } from "../../../lib/api.ts";

const COPY = NOTIFICATIONS_COPY.photoTag;

/**
 * Under a "tagged you in a photo" notice (docs/product/privacy.md#people-in-photos): Accept and Decline while her tag
 * waits for her answer; what she answered once she has.
 */
export function PhotoTagAnswer({ imageId, userId }: { imageId: string; userId: number }) {
  const queryClient = useQueryClient();
  const key = ["images", "one", imageId, "people"];
  const people = useQuery({
    queryKey: key,
    queryFn: () => api(callPath(GALLERY_PATHS.people, { id: imageId }), { schema: imagePeopleAnswerSchema }),
  });
  const answer = useMutation({
    mutationFn: (accept: boolean) =>
      api(callPath(accept ? GALLERY_PATHS.personAccept : GALLERY_PATHS.personDecline, { id: imageId, userId }), {
        method: "POST",
        schema: imagePeopleAnswerSchema,
      }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  if (answer.isSuccess)
    return (
      <p className="notice__answered" role="status">
        {answer.variables ? COPY.accepted : COPY.declined}
      </p>
    );
  if (people.data?.my_tag !== "pending") return null;
  return (
    <div className="notice__actions" role="group" aria-label={COPY.label}>
      <Button onClick={() => answer.mutate(true)} disabled={answer.isPending}>
        {COPY.accept}
      </Button>
      <Button variant="quiet" onClick={() => answer.mutate(false)} disabled={answer.isPending}>
        {COPY.decline}
      </Button>
      {answer.isError && <Alert>{answer.error.message || COPY.failed}</Alert>}
    </div>
  );
}
